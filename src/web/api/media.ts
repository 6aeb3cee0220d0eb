import { isErrorBody } from "../../common/errors.ts";
import { ApiError } from "./rest.ts";

/**
 * JSON calls to a live stream's media origin (the WebRTC signalling of a private chat): its URL is
 * the signed one the start handed out, on the platform's origin in the sandbox and on the
 * provider's in production, so not a REST path. GET without a body, POST with one; failures are
 * the data layer's ApiError, as for REST.
 */
export async function mediaJson<T>(url: string, body?: unknown): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    text = await response.text();
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    if (isErrorBody(json))
      throw new ApiError(response.status, json.error.code, json.error.message, json.error.details);
    throw new ApiError(response.status, "INTERNAL", `HTTP ${response.status}`);
  }
  return json as T;
}
