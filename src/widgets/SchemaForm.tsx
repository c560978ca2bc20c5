/**
 * The rjsf form of the app: antd theme + our widget registry, ajv with our
 * vocabulary (custom formats and x- keywords), and spec §5 messages in the
 * current language. Loaded only with the form screens.
 */
import { Theme } from '@rjsf/antd';
import { withTheme, type FormProps } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { ConfigProvider, Grid } from 'antd';
import { useCallback, useContext, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { extendAjv } from '../../schemas/vocabulary';
import { validationMessage } from '../../domain/validation-messages';
import type { FormContext } from './form-context';
import { widgets } from './index';

type Values = Record<string, unknown>;

const ThemedForm = withTheme<Values>({ ...Theme, widgets: { ...Theme.widgets, ...widgets } });

const validator = customizeValidator<Values>({ extenderFn: extendAjv });

/**
 * Two columns from md up, long text across both. The antd theme reads a
 * widget id first, then the schema type, so every registered widget is listed.
 */
const TWO_COLUMNS: Record<string, number> = {
  string: 12,
  integer: 12,
  number: 12,
  boolean: 12,
  ...Object.fromEntries(Object.keys(widgets).map((id) => [id, 12])),
  // The antd theme's own password input.
  password: 12,
  textarea: 24,
};

/**
 * A row's error (`.items.0.product_id`) on its list (`.items`) when a widget
 * edits the whole list: rjsf shows a widget only the list's own errors. Once per message.
 */
function liftRowErrors(errors: RJSFValidationError[], uiSchema: UiSchema = {}): RJSFValidationError[] {
  const lifted = errors.map((e) => {
    const list = e.property?.match(/^\.(\w+)\.\d+(\.|$)/)?.[1];
    return list && uiSchema[list]?.['ui:widget'] ? { ...e, property: `.${list}` } : e;
  });
  return lifted.filter((e, i) => lifted.findIndex((o) => o.property === e.property && o.message === e.message) === i);
}

/** Inputs where Enter means "done with this form": plain text, as in any web form. */
const TEXT_INPUTS = new Set(['text', 'email', 'tel', 'url', 'search', 'password']);

/**
 * Enter in a picker, a select or a number input commits what was typed to its field (the
 * widget handles the key first) and must not also submit: the browser's implicit submission
 * would save the form before the field's value reached it, without the typed value.
 */
function useEnterStaysInField() {
  const pickerClass = useContext(ConfigProvider.ConfigContext).getPrefixCls('picker');
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target;
      if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
      const plainText = TEXT_INPUTS.has(target.type) && !target.getAttribute('role') && !target.closest(`.${pickerClass}`);
      if (!plainText) event.preventDefault();
    },
    [pickerClass],
  );
}

export type SchemaFormProps = Omit<FormProps<Values>, 'validator' | 'formContext'> & {
  formContext: FormContext;
  /** One field a row at every width (a dialog). */
  oneColumn?: boolean;
};

export function SchemaForm({ formContext, oneColumn = false, ...props }: SchemaFormProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const transformErrors = useCallback(
    (errors: RJSFValidationError[], uiSchema?: UiSchema) =>
      liftRowErrors(
        errors
          // A failed `then` (a rule that holds only when a switch is on) is shown by its own errors, on the fields.
          .filter((e) => e.name !== 'if')
          .map((e) => ({ ...e, message: validationMessage({ keyword: e.name ?? '', params: e.params ?? {} }, t) })),
        uiSchema,
      ),
    [t],
  );

  const enterStaysInField = useEnterStaysInField();

  return (
    // The widgets see Enter first; this wrapper then decides whether it may submit.
    <div onKeyDown={enterStaysInField}>
      <ThemedForm
        {...props}
        validator={validator}
        transformErrors={transformErrors}
        noHtml5Validate
        omitExtraData
        showErrorList={false}
        // Errors show on their fields; without a handler rjsf would also log them to the console.
        onError={() => undefined}
        formContext={{ ...formContext, colSpan: screens.md && !oneColumn ? TWO_COLUMNS : 24 }}
      />
    </div>
  );
}
