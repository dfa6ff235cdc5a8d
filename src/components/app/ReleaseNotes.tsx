import { graphql } from "gatsby";
import styled from "styled-components";
import { longDay } from "../../lib/releases";

export const releaseFragment = graphql`
  fragment Release on AppYamlRelease {
    version
    date
    notes
  }
`;

const Day = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** A version's day and its notes, under a heading its page gives it. */
export function ReleaseNotes({ release }: { readonly release: Queries.ReleaseFragment }) {
  return (
    <>
      <Day>
        <time dateTime={release.date}>{longDay(release.date)}</time>
      </Day>
      <Notes>
        {release.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Notes>
    </>
  );
}
