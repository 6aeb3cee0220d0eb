import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAdventCalendarAnswer,
  TAdventClaimInput,
  TAdventClaimResult,
} from "../../../common/contracts/advent.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the door calendars: per guest (her opened doors) and language. */
export const adventKeys = {
  all: ["advent"] as const,
  calendar: (guestId: number | null, language: string) => ["advent", "calendar", guestId, language] as const,
};

/** GET special/adventcalendar: the running calendar with the guest's doors. */
export function useAdventCalendar(guestId: number | null, language: string) {
  return useQuery({
    queryKey: adventKeys.calendar(guestId, language),
    queryFn: () => rest<TAdventCalendarAnswer>("special/adventcalendar"),
    staleTime: STALE.NONE,
  });
}

/**
 * POST special/adventcalendar/claim: opens today's door (a reward, not a charge). The opened door
 * replaces its closed one in the cached calendar.
 */
export function useClaimDoor(guestId: number, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdventClaimInput) =>
      rest<TAdventClaimResult>("special/adventcalendar/claim", { method: "POST", payload: input }),
    onSuccess: (answer) =>
      client.setQueryData<TAdventCalendarAnswer>(adventKeys.calendar(guestId, language), (current) =>
        current?.calendar
          ? {
              ...current,
              calendar: {
                ...current.calendar,
                doors: current.calendar.doors.map((door) =>
                  door.doorNo === answer.door.doorNo ? answer.door : door,
                ),
              },
            }
          : current,
      ),
  });
}
