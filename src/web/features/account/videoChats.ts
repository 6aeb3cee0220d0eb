import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TLiveHistoryPage } from "../../../common/contracts/live.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Chats a page (the history's default page size; a value import of the contract would bring zod). */
export const VIDEO_CHATS_PAGE_SIZE = 20;

/** Query keys of "my videochats". */
export const videoChatKeys = {
  all: ["videochats"] as const,
  page: (page: number) => ["videochats", page] as const,
};

/** GET livechat/history: one page (1-based) of the guest's chats, newest first. */
export function fetchVideoChats(page: number) {
  const offset = (page - 1) * VIDEO_CHATS_PAGE_SIZE;
  return rest<TLiveHistoryPage>("livechat/history", { query: { offset, limit: VIDEO_CHATS_PAGE_SIZE } });
}

/** One page of the guest's chats, read whenever the page is shown (a chat may have just ended). */
export function useVideoChats(page: number) {
  return useQuery({
    queryKey: videoChatKeys.page(page),
    queryFn: () => fetchVideoChats(page),
    staleTime: STALE.NONE,
    placeholderData: keepPreviousData,
  });
}

/** A chat's length in whole seconds (a running one until now). */
export function chatSeconds(startedAt: string, endedAt: string | null, now: number): number {
  const end = endedAt ? Date.parse(endedAt) : now;
  return Math.max(0, Math.floor((end - Date.parse(startedAt)) / 1000));
}

/** "m:ss", or "h:mm:ss" from an hour on (tabular figures in the table). */
export function formatLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
