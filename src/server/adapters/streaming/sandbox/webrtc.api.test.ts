import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket } from "werift";
import type { ChatType } from "../../../../common/live.ts";
import { liveSessions } from "../../../db/schema/index.ts";
import { buildActor } from "../../../test/factories.ts";
import { signUpGuest } from "../../../test/guests.ts";
import { startTestServer, type TestServer } from "../../../test/testServer.ts";
import { runningEncoderPids } from "./encoders.ts";
import { startStunResponder } from "./stun.ts";
import { openWebRtcPeers } from "./webrtc.ts";

/**
 * The sandbox's WebRTC signalling through the real HTTP stack, the real ffmpeg and werift on both
 * ends (a werift peer plays the browser): the answer to an offer, the actor's H.264 arriving, a
 * video call's camera arriving at the server, the refusals (403, 400), and no peer left behind
 * once the session ends, the browser goes away or the app closes.
 *
 * Sessions are written as rows (adapters may not import modules: live.api.test.ts says why).
 */
let server: TestServer;
let actorId: number;
let stun: { port: number; close: () => void };
let closed = false;

async function session(chatType: ChatType, ended = false) {
  const guestId = (await signUpGuest(server)).guest.id;
  const now = new Date();
  const [row] = await server.database.db
    .insert(liveSessions)
    .values({
      guestId,
      actorId,
      chatType,
      pricePerMinute: 30,
      minuteMs: 60_000,
      startedAt: now,
      lastSeenAt: now,
      language: "en",
      ...(ended ? { state: "ended", endedAt: now, exitCode: 1 } : {}),
    })
    .returning({ id: liveSessions.id });
  const sessionId = (row as { id: number }).id;
  const url = server.app.ctx.streaming.streamFor({ sessionId, guestId, actorId, chatType }, now).url;
  return { sessionId, url };
}

const endSession = (sessionId: number) =>
  server.database.db
    .update(liveSessions)
    .set({ state: "ended", endedAt: new Date(), exitCode: 100 })
    .where(eq(liveSessions.id, sessionId));

/** A werift peer as the guest's browser: receives video, and for a call sends a "camera". */
function guestPeer(sendCamera: boolean) {
  const pc = new RTCPeerConnection({
    codecs: {
      video: [
        new RTCRtpCodecParameters({
          mimeType: "video/H264",
          clockRate: 90000,
          payloadType: 102,
          parameters: "profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1",
        }),
      ],
    },
    iceServers: [{ urls: `stun:127.0.0.1:${stun.port}` }],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ["127.0.0.1"],
  });
  const received = { packets: 0 };
  const incoming = pc.addTransceiver("video", { direction: "recvonly" });
  incoming.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe(() => {
      received.packets++;
    });
  });
  const camera = new MediaStreamTrack({ kind: "video" });
  if (sendCamera) pc.addTransceiver(camera, { direction: "sendonly" });
  return { pc, received, camera };
}

async function offerOf(pc: RTCPeerConnection): Promise<string> {
  await pc.setLocalDescription(await pc.createOffer());
  return pc.localDescription?.sdp ?? "";
}

const post = (url: string, body: unknown) =>
  server.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db }, { isOnline: true, name: "Mia Live" })).id;
  stun = await startStunResponder();
});
afterAll(async () => {
  stun.close();
  if (!closed) await server.close();
});

describe("sandbox WebRTC signalling", () => {
  it("answers a private chat's offer and sends the actor's live H.264; the peer closes when the chat ends", async () => {
    const { sessionId, url } = await session("LIVECHAT");
    expect(url).toMatch(/\/webrtc$/);
    const descriptor = await server.fetch(url);
    expect(descriptor.status).toBe(200);
    expect(await descriptor.json()).toEqual({
      send: { video: false, audio: false },
      receive: { video: true, audio: false },
      iceServers: [],
      peer: null,
    });

    const guest = guestPeer(false);
    const started = Date.now();
    const response = await post(url, { sdp: await offerOf(guest.pc) });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { type: string; sdp: string };
    expect(answer.type).toBe("answer");
    expect(answer.sdp).toMatch(/^v=0/);
    expect(answer.sdp).toMatch(/a=rtpmap:\d+ H264\/90000/);
    expect(answer.sdp).toMatch(/a=candidate:/);
    expect(answer.sdp).toMatch(/a=sendonly/);
    await guest.pc.setRemoteDescription({ type: "answer", sdp: answer.sdp });
    expect(await until(() => guest.received.packets > 50, 15_000)).toBe(true);
    console.log(`werift guest: 50 RTP packets ${Date.now() - started} ms after the offer`);
    expect(runningEncoderPids()).toHaveLength(1);
    expect(openWebRtcPeers()).toBe(1);
    const peer = (await (await server.fetch(url)).json()) as { peer: { state: string } };
    expect(peer.peer.state).toBe("connected");

    // The chat ends: the server closes the peer within its check (2 s), and the packets stop.
    await endSession(sessionId);
    expect(await until(() => openWebRtcPeers() === 0, 6000)).toBe(true);
    const after = guest.received.packets;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(guest.received.packets - after).toBeLessThan(10);
    await guest.pc.close();
  }, 40_000);

  it("receives a video call's camera, and closes the peer when the browser goes away", async () => {
    const { sessionId, url } = await session("VIDEO_CALL");
    expect(await (await server.fetch(url)).json()).toEqual({
      send: { video: true, audio: true },
      receive: { video: true, audio: false },
      iceServers: [],
      peer: null,
    });
    const guest = guestPeer(true);
    const response = await post(url, { sdp: await offerOf(guest.pc) });
    expect(response.status).toBe(200);
    await guest.pc.setRemoteDescription({
      type: "answer",
      sdp: ((await response.json()) as { sdp: string }).sdp,
    });
    expect(await until(() => guest.pc.connectionState === "connected", 10_000)).toBe(true);
    for (let i = 0; i < 30; i++) {
      const header = new RtpHeader({
        payloadType: 102,
        sequenceNumber: i,
        timestamp: i * 4500,
        ssrc: 4242,
        marker: true,
      });
      guest.camera.writeRtp(new RtpPacket(header, Buffer.alloc(200, i)));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const stats = async () =>
      ((await (await server.fetch(url)).json()) as { peer: { received: { video: number } } | null }).peer;
    expect(await until(async () => ((await stats())?.received.video ?? 0) >= 20, 5000)).toBe(true);

    // The browser goes away without a word: no more RTCP, and the server closes the peer.
    await guest.pc.close();
    expect(await until(() => openWebRtcPeers() === 0, 10_000)).toBe(true);
    expect(await stats()).toBeNull();
    await endSession(sessionId);
  }, 40_000);

  it("a voice call is audio only: the actor's voice (ffmpeg Opus) to the guest, the microphone back", async () => {
    const { sessionId, url } = await session("VOICE_CALL");
    expect(await (await server.fetch(url)).json()).toEqual({
      send: { video: false, audio: true },
      receive: { video: false, audio: true },
      iceServers: [],
      peer: null,
    });
    const pc = new RTCPeerConnection({
      codecs: {
        audio: [
          new RTCRtpCodecParameters({
            mimeType: "audio/opus",
            clockRate: 48000,
            channels: 2,
            payloadType: 111,
          }),
        ],
      },
      iceServers: [{ urls: `stun:127.0.0.1:${stun.port}` }],
      iceUseIpv6: false,
      iceAdditionalHostAddresses: ["127.0.0.1"],
    });
    const microphone = new MediaStreamTrack({ kind: "audio" });
    const heard = { packets: 0 };
    const line = pc.addTransceiver(microphone, { direction: "sendrecv" });
    line.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe(() => {
        heard.packets++;
      });
    });
    // A video-only offer is refused for a voice call.
    const videoOffer = await offerOf(guestPeer(false).pc);
    expect((await post(url, { sdp: videoOffer })).status).toBe(400);
    const response = await post(url, { sdp: await offerOf(pc) });
    expect(response.status).toBe(200);
    const answer = ((await response.json()) as { sdp: string }).sdp;
    expect(answer).not.toMatch(/^m=video /m);
    await pc.setRemoteDescription({ type: "answer", sdp: answer });
    expect(await until(() => pc.connectionState === "connected", 10_000)).toBe(true);
    // The performer's voice arrives (about 50 packets a second).
    expect(await until(() => heard.packets >= 25, 8000)).toBe(true);
    for (let i = 0; i < 30; i++) {
      const header = new RtpHeader({ payloadType: 111, sequenceNumber: i, timestamp: i * 960, ssrc: 4343 });
      microphone.writeRtp(new RtpPacket(header, Buffer.alloc(60, i)));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const stats = async () =>
      ((await (await server.fetch(url)).json()) as { peer: { received: { audio: number } } | null }).peer;
    expect(await until(async () => ((await stats())?.received.audio ?? 0) >= 20, 5000)).toBe(true);
    await endSession(sessionId);
    expect(await until(() => openWebRtcPeers() === 0, 10_000)).toBe(true);
    await pc.close();
  }, 40_000);

  it("refuses without a valid grant or an active session (403), and bad offers (400)", async () => {
    const live = await session("VOYEUR_PRIVATE_CHAT");
    const ended = await session("LIVECHAT", true);
    const hls = await session("FREECHAT");
    const { sdp } = { sdp: await offerOf(guestPeer(false).pc) };
    const [, , actor, sessionId, expires, sig] = live.url.split("/") as string[];
    const tampered = `${sig?.[0] === "A" ? "B" : "A"}${sig?.slice(1)}`;
    for (const link of [
      live.url.replace(sig as string, tampered),
      live.url.replace(`/${sessionId}/`, `/${ended.sessionId}/`),
      ended.url,
      // An HLS grant does not open a WebRTC peer.
      hls.url.replace("index.m3u8", "webrtc"),
      `/live/${actor}/${sessionId}/${Number(expires) + 1}/${sig}/webrtc`,
    ]) {
      for (const response of [await server.fetch(link), await post(link, { sdp })]) {
        expect(response.status, link).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
      }
    }
    const bad = [
      {},
      { sdp: "" },
      { sdp: 42 },
      { sdp: "hello" },
      { sdp: "v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\n" },
      { sdp: sdp.replace(/H264/g, "VP8") },
      { sdp: `v=0\r\n${"a".repeat(70_000)}` },
    ];
    for (const body of bad) {
      const response = await post(live.url, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
    }
    const notJson = await server.fetch(live.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect(openWebRtcPeers()).toBe(0);
  }, 30_000);

  it("closes the open peers and the encoders with the app", async () => {
    const { url } = await session("LIVECHAT");
    const guest = guestPeer(false);
    const response = await post(url, { sdp: await offerOf(guest.pc) });
    await guest.pc.setRemoteDescription({
      type: "answer",
      sdp: ((await response.json()) as { sdp: string }).sdp,
    });
    expect(await until(() => guest.received.packets > 0, 10_000)).toBe(true);
    expect(openWebRtcPeers()).toBe(1);
    closed = true;
    await server.close();
    expect(openWebRtcPeers()).toBe(0);
    expect(runningEncoderPids()).toEqual([]);
    await guest.pc.close();
  }, 30_000);
});
