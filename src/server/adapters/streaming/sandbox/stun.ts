import { createSocket, type Socket } from "node:dgram";

/**
 * A local STUN binding responder (RFC 5389: XOR-MAPPED-ADDRESS only) for the sandbox's WebRTC
 * peers. werift asks stun.l.google.com when no STUN server is configured (an empty iceServers
 * does not turn that off) and, offline, each answer waited 5 s for it
 * (docs/research/live-video-poc, pitfall 1); asking this one takes milliseconds. Production uses
 * its own STUN/TURN servers instead.
 */
export async function startStunResponder(host = "127.0.0.1"): Promise<{ port: number; close: () => void }> {
  const socket: Socket = createSocket("udp4");
  socket.on("message", (message, from) => {
    // A binding request with the RFC 5389 magic cookie; anything else is ignored.
    if (message.length < 20 || message.readUInt16BE(0) !== 0x0001 || message.readUInt32BE(4) !== 0x2112a442)
      return;
    if (from.family !== "IPv4") return;
    const response = Buffer.alloc(32);
    response.writeUInt16BE(0x0101, 0); // binding success
    response.writeUInt16BE(12, 2); // one attribute of 8 bytes plus its header
    message.copy(response, 4, 4, 20); // magic cookie and transaction id
    response.writeUInt16BE(0x0020, 20); // XOR-MAPPED-ADDRESS
    response.writeUInt16BE(8, 22);
    response.writeUInt8(0x01, 25); // IPv4
    response.writeUInt16BE(from.port ^ 0x2112, 26);
    const address = from.address.split(".").reduce((sum, octet) => sum * 256 + Number(octet), 0);
    response.writeUInt32BE((address ^ 0x2112a442) >>> 0, 28);
    socket.send(response, from.port, from.address);
  });
  socket.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, host, () => {
      socket.off("error", reject);
      resolve();
    });
  });
  return { port: socket.address().port, close: () => socket.close() };
}
