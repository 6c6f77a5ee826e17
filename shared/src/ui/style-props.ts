/**
 * The `shouldForwardProp` for a styled component whose own props only choose its styles
 * (`tone`, `kind`, `columns`...): those stay out of the DOM, where they would be invalid
 * attributes. It also refuses `as`: emotion only switches the element for `as` when the
 * component's `shouldForwardProp` does not forward it, and otherwise writes `as="article"` onto
 * the default element. Emotion 11 has no transient (`$`) props; this is its documented
 * alternative (emotion.sh/docs/styled, "Customizing prop forwarding").
 *
 * A wrapper of a component that has one (`styled(IconTile, ...)`) must name its own style
 * props too: emotion combines the two functions, and without options the wrapper forwards
 * whatever the inner component forwards. The HTML validity test (e2e/quality/html-validity.spec.ts)
 * finds any prop that reaches the DOM.
 */
export function withoutStyleProps(...styleProps: string[]): (prop: string) => boolean {
  return (prop) => prop !== 'as' && !styleProps.includes(prop);
}
