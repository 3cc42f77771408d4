/**
 * The failure toasts of the feedback hub (spec part 2 section 8) as a title and a description. The
 * feedback form's text is "Submission Failed: Error: {message}. Please try again.": its title is the
 * part before the first colon and the server's message goes in; the other forms have a sentence
 * only, shown under the same title.
 */
const TITLE = 'Submission Failed';

export function failureToast(template: string, error: Error): { title: string; description: string } {
  const message = error.message.trim().replace(/[.!]+$/, '');
  const text = template.replace('{message}', message);
  const prefix = `${TITLE}: `;
  return { title: TITLE, description: text.startsWith(prefix) ? text.slice(prefix.length) : text };
}
