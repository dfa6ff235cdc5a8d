import type { ReactNode } from "react";
import styled from "styled-components";

const Panel = styled.section<{ $tone: "problem" | "info" }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $tone }) => ($tone === "problem" ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme, $tone }) => ($tone === "problem" ? theme.colors.danger : theme.colors.ink)};
  }
`;

interface PreviewNoticeProps {
  readonly tone: "problem" | "info";
  readonly heading: string;
  readonly children?: ReactNode;
}

/** A message from the editor in the preview pane, in place of the page: not part of the site. */
export function PreviewNotice({ tone, heading, children }: PreviewNoticeProps) {
  return (
    <Panel $tone={tone} role={tone === "problem" ? "alert" : "status"} aria-label={heading}>
      <h2>{heading}</h2>
      {children}
    </Panel>
  );
}
