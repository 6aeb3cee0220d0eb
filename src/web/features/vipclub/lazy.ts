import { lazy } from "react";

/** The vip30 modal box's content, a chunk of its own loaded when the box opens. */
export const Vip30ModalLazy = lazy(() => import("./Vip30Modal.tsx").then((m) => ({ default: m.Vip30Modal })));
