import type { ErrorInfo, PropsWithChildren } from "react";
import { ErrorBoundary as Boundary } from "react-error-boundary";
import styled from "styled-components";
import { useWords } from "./page-language";

interface ErrorBoundaryProps extends PropsWithChildren {
  /** When this changes (e.g. the page's path), a shown error is cleared and the page retried. */
  readonly resetKey?: string;
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

function UnexpectedError() {
  const words = useWords();
  return (
    <Panel role="alert">
      <h1>{words.unexpectedError}</h1>
      <p>{words.unexpectedErrorHelp}</p>
      <p>
        <a href="/">{words.reload}</a>
      </p>
    </Panel>
  );
}

const logFailure = (error: unknown, info: ErrorInfo) =>
  console.error("Render failure:", error, info.componentStack);

/** Shows "Unexpected Application Error!" instead of a blank page when rendering fails. */
export const ErrorBoundary = ({ children, resetKey }: ErrorBoundaryProps) => (
  // An error boundary's `onError` is called while React renders, on the server too.
  // eslint-disable-next-line no-restricted-syntax
  <Boundary fallback={<UnexpectedError />} resetKeys={[resetKey]} onError={logFailure}>
    {children}
  </Boundary>
);
