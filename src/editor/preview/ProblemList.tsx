import styled from "styled-components";
import { PreviewNotice } from "./PreviewNotice";

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * What is wrong with the content, in the words the build's content check prints (each line made
 * by formatProblem), in place of a page the site could not build.
 */
export function ProblemList({ problems }: { readonly problems: readonly string[] }) {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return (
    <PreviewNotice tone="problem" heading={`The site cannot show this yet: ${count}`}>
      <p>Publishing now would stop the site&rsquo;s build with:</p>
      <List>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </List>
      <p>The preview shows the page again as soon as {problems.length === 1 ? "it is" : "they are"} fixed.</p>
    </PreviewNotice>
  );
}
