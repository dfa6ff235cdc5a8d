import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";
import { UI_TEXT } from "../../lib/ui-text";

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** When this changes (e.g. the page's path), a shown error is cleared and the page retried. */
  readonly resetKey?: string;
}

interface ErrorBoundaryState {
  readonly error: Error | null;
  readonly resetKey: string | undefined;
}

const Panel = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `calc(${theme.layout.headerHeight} + ${theme.space.xxl}) ${theme.layout.gutter} ${theme.space.xxl}`};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

/** Shows "Unexpected Application Error!" instead of a blank page when rendering fails. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Render failure:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Panel role="alert">
        <h1>{UI_TEXT.unexpectedError}</h1>
        <p>{UI_TEXT.unexpectedErrorHelp}</p>
        <p>
          <a href="/">{UI_TEXT.reload}</a>
        </p>
      </Panel>
    );
  }
}
