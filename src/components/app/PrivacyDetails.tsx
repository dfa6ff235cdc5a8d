import styled from "styled-components";
import { APPLE_DATA_SECTIONS, APPLE_NO_DATA, categoryOf, usedFor } from "../../lib/apple-privacy";
import { TextSection } from "../ui/TextPage";

/** One section of the label: its heading, Apple's sentence, its data types. */
const LabelSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

interface PrivacyDetailsProps {
  readonly heading: string;
  readonly data: Queries.AppPrivacyDataFragment | null;
}

/** A section's data types, each with what it is used for (tracking is what those are used for). */
const usesIn = (
  data: Queries.AppPrivacyDataFragment,
  field: (typeof APPLE_DATA_SECTIONS)[number]["field"],
) =>
  field === "usedToTrackYou"
    ? (data.usedToTrackYou ?? []).map((type) => ({ type, purposes: null }))
    : (data[field] ?? []);

/**
 * What an app collects, as its App Store privacy label shows it: in the label's sections, each
 * data type under its category with what it is used for; or Data Not Collected.
 */
export function PrivacyDetails({ heading, data }: PrivacyDetailsProps) {
  const sections = APPLE_DATA_SECTIONS.map((section) => ({
    ...section,
    uses: data ? usesIn(data, section.field) : [],
  }));
  return (
    <TextSection id="collected" heading={heading}>
      {sections.some((section) => section.uses.length > 0) ? null : (
        <p>
          <strong>{APPLE_NO_DATA}</strong>
        </p>
      )}
      {sections.map(({ field, heading: sectionHeading, lead, uses }) =>
        uses.length === 0 ? null : (
          <LabelSection key={field}>
            <h3 id={`collected-${field}`}>{sectionHeading}</h3>
            <p>{lead}</p>
            <Items aria-labelledby={`collected-${field}`}>
              {uses.map(({ type, purposes }) => (
                <li key={type}>
                  <strong>{categoryOf(type)}</strong>: {type}
                  {purposes ? `, ${usedFor(purposes)}` : null}
                </li>
              ))}
            </Items>
          </LabelSection>
        ),
      )}
    </TextSection>
  );
}
