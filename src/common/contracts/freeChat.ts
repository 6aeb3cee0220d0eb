/**
 * The guest's free allowances of live chat (issue 14, docs/REST.md "Free chat"): free-chat minutes
 * and live previews left today; both reset at midnight Berlin. `GET free-chat/allowance` and the
 * content service's `freeChatDuration` answer it.
 */
export interface TFreeAllowance {
  freeChat: {
    /** Free-chat minutes per day (VIP more). */
    allowanceMinutes: number;
    /** Free-chat minutes watched today (each started minute counts). */
    usedMinutes: number;
    minutesLeft: number;
  };
  previews: { limit: number; used: number; left: number };
  /** The next midnight in Berlin (ISO 8601). */
  resetsAt: string;
}

/**
 * Whether the free conversion chat is the guest's (docs/decisions.md "Live cams ... issue 26"): it
 * is once per verified phone number. `open`: it starts free; `verifyPhone`: the guest has no
 * verified number yet; `numberUsed`: the guest's number had it with another account.
 */
export type TConversionChatAccess = "open" | "verifyPhone" | "numberUsed";

/** `GET free-chat/allowance`: the allowances and the guest's conversion chat offer. */
export interface TFreeChatAllowance extends TFreeAllowance {
  conversionChat: {
    /** While it lies in the future, private chats with `actorIds` cost nothing (ISO 8601), else null. */
    countdownEnd: string | null;
    /** Online performers available for conversion chat (empty without a countdown). */
    actorIds: number[];
    /** While the countdown runs, whether the free chat is the guest's (null without a countdown). */
    access: TConversionChatAccess | null;
  };
}
