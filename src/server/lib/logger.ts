import type { LoggerOptions } from "pino";

const SECRET_QUERY = /([?&](?:access_token|token|password)=)[^&#]*/gi;

/** Removes tokens and passwords from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** Pino options for Fastify: request ids, no secrets (auth headers, cookies, token query) in logs. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-operator-key"]',
        'res.headers["set-cookie"]',
        "*.password",
        "*.accessToken",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url) };
      },
    },
  };
}
