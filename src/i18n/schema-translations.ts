/**
 * Labels written in the schemas (`x-label`, `x-label-one`, `x-enum-labels`)
 * turned into i18n keys at startup, so a new schema needs no JSON edits:
 * - `<resource>.<resource>`: plural label (Refine's menu and breadcrumb key)
 * - `<resource>.one`: singular label
 * - `<resource>.titles.{list,create,edit,show}`: page titles (Refine's keys)
 * - `<resource>.fields.<field>.label` and `.options.<value>`; `.filterOptions.<value>` for `x-filter-options` and `x-filter-ranges`; `.filterGroups.<name>` for `x-filter-groups`; `.flag` for `x-flag`
 * - for arrays of rows: `<resource>.fields.<field>.items.<property>.label` and `.options.<value>`
 * - `<resource>.copyTo.<target>`: the `x-copy-to` row actions; `<resource>.actions.<name>`: the `x-actions`,
 *   and `<resource>.actionForms.<name>.fields.<field>.label` for their dialogs' fields
 * - `<resource>.pageLinks.<page>`: the `x-page-links` buttons of the detail page
 */
import type { Catalogue } from '../../schemas/catalogue';
import type { Lang, PropertySchema } from '../../schemas/vocabulary';

export type Titles = Record<'list' | 'create' | 'edit' | 'show', string>;

export type Tree = { [key: string]: string | Tree };

function fieldEntry(name: string, property: PropertySchema, lang: Lang): Tree {
  const entry: Tree = { label: property['x-label']?.[lang] ?? name };
  // A list of choices (pickup days) is labelled by its items' enum.
  const labels = property['x-enum-labels'] ?? property.items?.['x-enum-labels'];
  if (labels) entry.options = Object.fromEntries(Object.entries(labels).map(([value, l]) => [value, l[lang]]));
  const filterLabels =
    property['x-filter-options'] ??
    (property['x-filter-ranges'] &&
      Object.fromEntries(Object.entries(property['x-filter-ranges']).map(([key, range]) => [key, range.label])));
  if (filterLabels) entry.filterOptions = Object.fromEntries(Object.entries(filterLabels).map(([value, l]) => [value, l[lang]]));
  const groups = property['x-filter-groups'];
  if (groups) entry.filterGroups = Object.fromEntries(Object.entries(groups).map(([name, g]) => [name, g.label[lang]]));
  if (property['x-flag']) entry.flag = property['x-flag'][lang];
  const row = property.items?.properties;
  if (row) entry.items = Object.fromEntries(Object.entries(row).map(([key, p]) => [key, fieldEntry(key, p, lang)]));
  return entry;
}

export function schemaTranslations(catalogue: Catalogue, lang: Lang, titles: Titles): Tree {
  const tree: Tree = {};
  for (const [name, schema] of Object.entries(catalogue)) {
    const one = schema['x-label-one'][lang];
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([field, property]) => [field, fieldEntry(field, property, lang)]),
    );
    tree[name] = {
      [name]: schema['x-label'][lang],
      one,
      titles: {
        list: titles.list.replace('{{resource}}', schema['x-label'][lang]),
        create: titles.create.replace('{{resource}}', one),
        edit: titles.edit.replace('{{resource}}', one),
        show: titles.show.replace('{{resource}}', one),
      },
      fields,
      ...(schema['x-actions'] && {
        actions: Object.fromEntries(schema['x-actions'].map(({ name: action, label }) => [action, label[lang]])),
        actionForms: Object.fromEntries(
          schema['x-actions'].flatMap(({ name: action, form }) =>
            form
              ? [
                  [
                    action,
                    {
                      fields: Object.fromEntries(Object.entries(form.properties).map(([field, p]) => [field, fieldEntry(field, p, lang)])),
                    },
                  ],
                ]
              : [],
          ),
        ),
      }),
      ...(schema['x-groups'] && { groups: Object.fromEntries(schema['x-groups'].map(({ name: group, label }) => [group, label[lang]])) }),
      ...(schema['x-copy-to'] && { copyTo: Object.fromEntries(schema['x-copy-to'].map(({ resource, label }) => [resource, label[lang]])) }),
      ...(schema['x-page-links'] && {
        pageLinks: Object.fromEntries(schema['x-page-links'].map(({ page, label }) => [page, label[lang]])),
      }),
    };
  }
  return tree;
}

/** Deep merge where `over` wins: hand-written JSON may refine a schema label. */
export function mergeTrees(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
  }
  return out;
}
