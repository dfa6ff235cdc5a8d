/**
 * The contact form's checks, attached to the server-rendered form without any framework.
 *
 * Listeners are registered on the document, in the capture phase, by a script in the page's
 * <head>: they are in place before the form exists, so no submit can ever leave the page without
 * the specification's four checks having run, however early it comes.
 */
import { browserStorage, readHistory, writeHistory } from "../lib/contact-form/history-storage";
import { FIELD_MAX_LENGTH, fieldLength } from "../lib/contact-form/field-lengths";
import { decideSubmission, showsLengthHint } from "../lib/contact-form/rules";
import { elementOf, whenParsed, wordsOf } from "./dom";
import { CONTACT_FORM, selector } from "./markup";

/** The parts of a contact form, or null if its markup is incomplete. */
function partsOf(form: HTMLFormElement) {
  const find = <T extends Element>(attribute: string) => form.querySelector<T>(selector(attribute));
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const [name, email] = [field("name"), field("email")];
  const message = find<HTMLTextAreaElement>(CONTACT_FORM.message);
  const human = find<HTMLInputElement>(CONTACT_FORM.human);
  const [count, hint, error] = [CONTACT_FORM.count, CONTACT_FORM.hint, CONTACT_FORM.error].map(find);
  return name && email && message && count && hint && human && error
    ? { name, email, message, count, hint, human, error }
    : null;
}

const contactFormOf = (target: EventTarget | null): HTMLFormElement | null =>
  elementOf(target)?.closest<HTMLFormElement>(selector(CONTACT_FORM.form)) ?? null;

/** Shows the message's live character count and the hint while 1 to 9 characters are typed. */
function refreshMessageCount(form: HTMLFormElement): void {
  const parts = partsOf(form);
  if (!parts) return;
  const text = parts.message.value;
  const { characterCount, hintTooShort } = wordsOf(form);
  parts.count.textContent = characterCount(fieldLength(text), FIELD_MAX_LENGTH.message);
  parts.hint.textContent = showsLengthHint(text) ? hintTooShort : "";
}

function onInput(event: Event): void {
  const form = contactFormOf(event.target);
  if (form && elementOf(event.target)?.hasAttribute(CONTACT_FORM.message)) refreshMessageCount(form);
}

/**
 * Runs the checks in the specification's order, then the required fields' (the form is
 * `novalidate`: every message is the page's, in its language); a failed check blocks the post and
 * shows its message. Only a post that goes ahead is counted.
 */
function onSubmit(event: Event): void {
  const form = contactFormOf(event.target);
  const parts = form && partsOf(form);
  if (!form || !parts) return;
  const storage = browserStorage();
  const now = Date.now();
  const { name, email, message, human } = parts;
  const decision = decideSubmission(
    readHistory(storage, now),
    {
      name: name.value,
      email: email.value,
      emailValid: !email.validity.typeMismatch,
      message: message.value,
      humanConfirmed: human.checked,
    },
    now,
  );
  if (decision.ok) writeHistory(storage, decision.history);
  else event.preventDefault();
  parts.error.textContent = decision.ok ? "" : wordsOf(form).errors[decision.error];
}

/** Makes every contact form in `doc`, present or future, check itself. */
export function installContactForms(doc: Document): void {
  doc.addEventListener("input", onInput, true);
  doc.addEventListener("submit", onSubmit, true);
  // A form the browser refilled (going back to the page) shows its real count.
  whenParsed(doc, () => {
    doc.querySelectorAll<HTMLFormElement>(selector(CONTACT_FORM.form)).forEach(refreshMessageCount);
  });
}
