import { useId, useState, type FormEvent } from "react";
import styled, { css } from "styled-components";
import { browserStorage, readHistory, writeHistory } from "../../lib/contact-form/history-storage";
import { FORM_NAME, HONEYPOT_FIELD, LABELS, PLACEHOLDERS } from "../../lib/contact-form/messages";
import { decideSubmission, messageHint, messageLength } from "../../lib/contact-form/rules";
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

const fieldStyle = css`
  width: 100%;
  min-height: 2.75rem;
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

const Input = styled.input`
  ${fieldStyle}
`;

const TextArea = styled.textarea`
  ${fieldStyle}
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
  color: ${({ theme }) => theme.colors.goldDeep};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.indigo};
    flex: none;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Submit = styled(Button)`
  justify-self: start;
`;

/**
 * The message form, posted as an ordinary HTML form to the host's form-capture service
 * (Netlify Forms). Before letting the browser send it, the specification's checks run in order
 * (rate limits, human confirmation, message length); then the browser's own checks of the
 * required name and email fields.
 */
export function ContactForm() {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    message: `${id}-message`,
    count: `${id}-count`,
    error: `${id}-error`,
  };
  const [message, setMessage] = useState("");
  const [humanConfirmed, setHumanConfirmed] = useState(false);
  const [error, setError] = useState("");
  const hint = messageHint(message);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const storage = browserStorage();
    const now = Date.now();
    const decision = decideSubmission(readHistory(storage, now), { message, humanConfirmed }, now);
    if (!decision.ok) {
      event.preventDefault();
      setError(decision.error);
      return;
    }
    // The form carries `noValidate` so the checks above come first; now the browser's own.
    if (!event.currentTarget.reportValidity()) {
      event.preventDefault();
      return;
    }
    writeHistory(storage, decision.history);
    setError("");
    // Not prevented: the browser posts the form to the current page.
  };

  return (
    <Form
      name={FORM_NAME}
      method="POST"
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      noValidate
      aria-label={LABELS.form}
      aria-describedby={ids.error}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form-name" value={FORM_NAME} />
      <p hidden>
        <label>
          {LABELS.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <Row>
        <Field>
          <Label htmlFor={ids.name}>{LABELS.name}</Label>
          <Input
            id={ids.name}
            name="name"
            type="text"
            required
            autoComplete="name"
            placeholder={PLACEHOLDERS.name}
          />
        </Field>
        <Field>
          <Label htmlFor={ids.email}>{LABELS.email}</Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={PLACEHOLDERS.email}
          />
        </Field>
      </Row>
      <Field>
        <Label htmlFor={ids.phone}>{LABELS.phone}</Label>
        <Input id={ids.phone} name="phone" type="tel" autoComplete="tel" placeholder={PLACEHOLDERS.phone} />
      </Field>
      <Field>
        <Label htmlFor={ids.message}>{LABELS.message}</Label>
        <TextArea
          id={ids.message}
          name="message"
          required
          rows={5}
          placeholder={PLACEHOLDERS.message}
          aria-describedby={ids.count}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Meta>
          <span id={ids.count}>{LABELS.characterCount(messageLength(message))}</span>
          <Hint aria-live="polite">{hint}</Hint>
        </Meta>
      </Field>
      <Check>
        <input
          type="checkbox"
          required
          checked={humanConfirmed}
          onChange={(event) => setHumanConfirmed(event.currentTarget.checked)}
        />
        <span>{LABELS.human}</span>
      </Check>
      <ErrorText id={ids.error} role="alert">
        {error}
      </ErrorText>
      <Submit type="submit">{LABELS.submit}</Submit>
    </Form>
  );
}
