// The bare baseline of the HLS viewers row (issue 14): node:http alone in a process of its own, no
// framework, no signature or session check, serving a live playlist whose newest segment changes
// every second (six listed, as the sandbox encoder lists them) and the same segment bytes the
// platform served, for any segment name. The bench's viewers play it exactly as they play the
// platform's stream, so its latencies are what the machine (and the load generator on it) allows.
// Usage: node bench/hlsBaselineServer.mjs <port> <segment file>
import { readFileSync } from "node:fs";
import http from "node:http";

const [, , port, segmentFile] = process.argv;
const segment = readFileSync(segmentFile);
const playlist = () => {
  const newest = Math.floor(Date.now() / 1000);
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    "#EXT-X-TARGETDURATION:1",
    `#EXT-X-MEDIA-SEQUENCE:${newest - 5}`,
  ];
  for (let n = newest - 5; n <= newest; n++) lines.push("#EXTINF:1.000000,", `seg${n}.ts`);
  return `${lines.join("\n")}\n`;
};
http
  .createServer((request, response) => {
    if (request.url?.endsWith(".m3u8")) {
      response.writeHead(200, {
        "content-type": "application/vnd.apple.mpegurl",
        "cache-control": "no-cache",
      });
      response.end(playlist());
    } else if (request.url?.endsWith(".ts")) {
      response.writeHead(200, {
        "content-type": "video/mp2t",
        "content-length": segment.length,
        "cache-control": "private, max-age=30, immutable",
      });
      response.end(segment);
    } else {
      response.writeHead(404);
      response.end();
    }
  })
  .listen(Number(port), "127.0.0.1");
