import type { TFreeChatAllowance } from "../../../common/contracts/freeChat.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of /free-chat/. */
export const freeChatKeys = {
  allowance: ["freeChat", "allowance"] as const,
};

/** GET free-chat/allowance: the guest's free-chat minutes and previews left today. */
export function fetchFreeAllowance(): Promise<TFreeChatAllowance> {
  return rest<TFreeChatAllowance>("free-chat/allowance");
}
