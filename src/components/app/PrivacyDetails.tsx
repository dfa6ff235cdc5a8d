import styled from "styled-components";
import { APPLE_DATA_USES, APPLE_NO_DATA } from "../../lib/apple-privacy";
import { FeatureList } from "../ui/FeatureList";
import { TextSection } from "../ui/TextPage";

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

interface PrivacyDetailsProps {
  readonly heading: string;
  readonly data: readonly Queries.AppPrivacyDataFragment[] | null;
}

/**
 * What an app collects, as its App Store privacy label shows it: grouped by how it relates to
 * the person, each category with what it is and what it is used for; or Data Not Collected.
 */
export function PrivacyDetails({ heading, data }: PrivacyDetailsProps) {
  const groups = APPLE_DATA_USES.map(
    (use) => [use, (data ?? []).filter((item) => item.use === use)] as const,
  );
  return (
    <TextSection id="collected" heading={heading}>
      {data?.length ? null : (
        <p>
          <strong>{APPLE_NO_DATA}</strong>
        </p>
      )}
      {groups.map(([use, items], index) =>
        items.length === 0 ? null : (
          <div key={use}>
            <h3 id={`collected-${index + 1}`}>{use}</h3>
            <Items aria-labelledby={`collected-${index + 1}`}>
              {items.map((item) => (
                <li key={`${item.category} ${item.what}`}>
                  <span>
                    <strong>{item.category}</strong>: {item.what}
                  </span>
                  <FeatureList features={item.purposes} />
                </li>
              ))}
            </Items>
          </div>
        ),
      )}
    </TextSection>
  );
}
