/** The banned-country rule lives in common (the live module applies it too, without importing actors). */
export { isBannedIn } from "../../../common/bannedCountry.ts";
