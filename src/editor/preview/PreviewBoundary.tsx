import type { ErrorInfo, ReactNode } from "react";
import { ErrorBoundary, getErrorMessage } from "react-error-boundary";
import { PreviewNotice } from "./PreviewNotice";

interface PreviewBoundaryProps {
  readonly children: ReactNode;
  /** The entry's values: when they change, a failed preview is tried again. */
  readonly values: unknown;
}

const logFailure = (error: unknown, info: ErrorInfo) =>
  console.error("The preview failed:", error, info.componentStack);

/**
 * Keeps whatever a component throws inside the preview: the pane says what failed instead of
 * going blank (Decap's own boundary would replace the whole pane), and the next change to the
 * entry tries again.
 */
export const PreviewBoundary = ({ children, values }: PreviewBoundaryProps) => (
  <ErrorBoundary
    resetKeys={[values]}
    onError={logFailure}
    fallbackRender={({ error }) => (
      <PreviewNotice tone="problem" heading="The preview could not be shown">
        <p>{getErrorMessage(error) ?? String(error)}</p>
        <p>It is shown again as soon as you change something. What you type is kept.</p>
      </PreviewNotice>
    )}
  >
    {children}
  </ErrorBoundary>
);
