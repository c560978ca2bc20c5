/**
 * A Zalo ZNS template's parameters as the academy maps them in settings (`<event>_params`):
 * one `param_name = text with {field}` a line, each filled from the message's fields on one
 * line, since a parameter is a short value Zalo places in the approved template's text. The
 * server fills them when a message is queued; the broadcast form shows them filled as a preview.
 */
import { renderTemplate, type TemplateFields } from './notification-templates';

export interface ZnsParam {
  name: string;
  value: string;
}

/** The mapping's lines as parameter names and the text each is filled with; blank lines skipped. */
export function znsParams(mapping: string): ZnsParam[] {
  return mapping
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

/** The template data: each parameter's text with the fields filled in, its blanks and line breaks made single spaces. */
export const fillZnsParams = (params: ZnsParam[], fields: TemplateFields): Record<string, string> =>
  Object.fromEntries(params.map(({ name, value }) => [name, renderTemplate(value, fields).replace(/\s+/g, ' ').trim()]));
