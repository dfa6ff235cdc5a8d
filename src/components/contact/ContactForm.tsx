import { useId, type InputHTMLAttributes } from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { CONTACT_FORM, hook } from "../../behaviours/markup";
import { FIELD_MAX_LENGTH } from "../../lib/contact-form/field-lengths";
import { FORM_NAME, FORM_NAME_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD } from "../../lib/contact-form/messages";
import { usePageLanguage, useWords } from "../layout/page-language";
import { Button } from "../ui/Button";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.inkSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly id: string;
  readonly name: "name" | "email" | "phone";
}

/**
 * A one-line field with its label above it, the specification's placeholder and the length the
 * server accepts.
 */
function TextField(input: TextFieldProps) {
  const { labels, placeholders } = useWords().form;
  return (
    <Field>
      <Label htmlFor={input.id}>{labels[input.name]}</Label>
      <Input placeholder={placeholders[input.name]} maxLength={FIELD_MAX_LENGTH[input.name]} {...input} />
    </Field>
  );
}

/** A field of several lines: `as="textarea"`. */
const TextArea = styled(Input)`
  min-height: 8rem;
  resize: vertical;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.hint};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  /* Drawn in the theme's colours, ticked or not: a browser's unticked box is its own grey. */
  input {
    appearance: none;
    display: grid;
    place-content: center;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    border: 2px solid ${({ theme }) => theme.colors.inkSoft};
    border-radius: ${({ theme }) => theme.radii.xs};
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.onAccent};
    flex: none;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
  /* A text tick: where the system forces its own colours, it takes the text's. */
  input:checked::before {
    content: "✓";
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The Send button, and beside it what happens to a message, with the privacy policy's link. */
const Sending = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

const Note = styled.p`
  flex: 1 1 16rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/**
 * The message form, posted as an ordinary HTML form to the host's form-capture service
 * (Netlify Forms). Its checks (rate limits, human confirmation, message length, then the required
 * fields', all in the page's words) and its live character count are behaviours attached to this
 * markup (src/behaviours/contact-form.ts): the built pages run them from a script in the <head>,
 * before the form exists.
 */
export function ContactForm({ privacy }: { readonly privacy: Queries.ContactFragment["privacy"] }) {
  const prefix = useId();
  const id = (part: string) => `${prefix}-${part}`;
  const words = useWords();
  const { labels, placeholders } = words.form;

  return (
    <Form
      name={FORM_NAME}
      method="POST"
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      noValidate
      aria-label={labels.form}
      aria-describedby={id("error")}
      {...hook(CONTACT_FORM.form)}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
      <input type="hidden" name={LANGUAGE_FIELD} value={usePageLanguage()} />
      <p hidden>
        <label>
          {labels.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <Row>
        <TextField id={id("name")} name="name" type="text" required autoComplete="name" />
        <TextField id={id("email")} name="email" type="email" required autoComplete="email" />
      </Row>
      <TextField id={id("phone")} name="phone" type="tel" autoComplete="tel" />
      <Field>
        <Label htmlFor={id("message")}>{labels.message}</Label>
        <TextArea
          as="textarea"
          id={id("message")}
          name="message"
          maxLength={FIELD_MAX_LENGTH.message}
          required
          rows={5}
          placeholder={placeholders.message}
          aria-describedby={id("count")}
          {...hook(CONTACT_FORM.message)}
        />
        <Meta>
          <span id={id("count")} {...hook(CONTACT_FORM.count)}>
            {words.script.characterCount(0, FIELD_MAX_LENGTH.message)}
          </span>
          <Hint aria-live="polite" {...hook(CONTACT_FORM.hint)} />
        </Meta>
      </Field>
      <Check>
        <input type="checkbox" required {...hook(CONTACT_FORM.human)} />
        <span>{labels.human}</span>
      </Check>
      <ErrorText id={id("error")} role="alert" {...hook(CONTACT_FORM.error)} />
      <Sending>
        {/* Read with the button, so that a screen reader tells what happens to a message before it is sent. */}
        <Button as="button" type="submit" aria-describedby={id("note")}>
          {labels.submit}
        </Button>
        <Note id={id("note")}>
          {privacy.formNote} <Link to={privacy.path}>{privacy.linkLabel}</Link>
        </Note>
      </Sending>
    </Form>
  );
}
