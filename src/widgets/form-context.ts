/** What ResourceForm hands every widget through rjsf's `registry.formContext`. */
export interface FormContext {
  /** The whole form's current values, for widgets that depend on other fields (`x-ref-filter`). */
  formData: Record<string, unknown>;
  /** The values as saved (the record an edit opened), for widgets that weigh a change against them (an order's own stock). */
  saved?: Record<string, unknown>;
  /** Fields whose values wait for the user's answer to a question (src/crud/use-subset-guard.tsx): their widget leaves them alone. */
  held?: string[];
}
