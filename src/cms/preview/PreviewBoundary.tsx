import { Component, type ErrorInfo, type ReactNode } from "react";
import { PreviewNotice } from "./PreviewNotice";

interface PreviewBoundaryProps {
  readonly children: ReactNode;
  /** The entry's values: when they change, a failed preview is tried again. */
  readonly values: unknown;
}

interface PreviewBoundaryState {
  readonly error: Error | null;
  readonly values: unknown;
}

/**
 * Keeps whatever a component throws inside the preview: the pane says what failed instead of
 * going blank (Decap's own boundary would replace the whole pane), and the next change to the
 * entry tries again.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  state: PreviewBoundaryState = { error: null, values: this.props.values };

  static getDerivedStateFromError(error: Error): Partial<PreviewBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PreviewBoundaryProps,
    state: PreviewBoundaryState,
  ): Partial<PreviewBoundaryState> | null {
    return props.values !== state.values ? { error: null, values: props.values } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("The preview failed:", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <PreviewNotice tone="problem" heading="The preview could not be shown">
        <p>{error.message}</p>
        <p>It is shown again as soon as you change something. What you type is kept.</p>
      </PreviewNotice>
    );
  }
}
