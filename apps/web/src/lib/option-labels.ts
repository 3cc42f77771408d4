/** A select's or a choice's words on screen, one per option: `optionLabels(ALERT_TYPES, (type) => typeName(intl, type))`. */
export function optionLabels<Value extends string>(
  options: readonly Value[],
  label: (option: Value) => string,
): Readonly<Record<Value, string>> {
  return Object.fromEntries(options.map((option) => [option, label(option)])) as Record<Value, string>;
}
