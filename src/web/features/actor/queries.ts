import type { Language } from "../../../common/languages.ts";

/** Query keys of the actor pages' live parts. */
export const actorKeys = {
  all: ["actor"] as const,
  /** The likes of an actor's sedcard photos and the guest's own. */
  sedcardRating: (actorId: number) => ["actor", "sedcardRating", actorId] as const,
  /** The guest's private note on an actor. */
  note: (actorId: number, language: Language) => ["actor", "note", actorId, language] as const,
  /** Actors like this one (the profile's last block). */
  recommended: (actorId: number, language: Language) => ["actor", "recommended", actorId, language] as const,
  /** The actor's top videos (the overview reads them when they scroll into view). */
  topVideos: (actorId: number, language: Language) => ["actor", "topVideos", actorId, language] as const,
  /** The chat button's state (online, prices) for an actor. */
  chatButton: (actorId: number, language: Language) => ["actor", "chatButton", actorId, language] as const,
};
