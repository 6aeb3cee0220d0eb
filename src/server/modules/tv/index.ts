/** The public surface of the TV module (the channels' programme and streams): others import only this. */
export { actorOnTv, type ChannelAiring, channelAirings, tvProgramView } from "./views.ts";
