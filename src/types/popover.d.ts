// HTML popovers (Baseline 2024) in JSX: React 18's types predate them. The attributes are written
// in lower case, as HTML has them, so React passes them through to the DOM as they are.
import "react";

// Augmenting React's interfaces requires their type parameter, unused here.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
