// The minimum and maximum under a slider, so a student sees the scale before moving it. Hidden from
// screen readers: the slider itself exposes its ends (Home/End, aria-valuetext).
export function SliderEnds({ min, max }: { min: string; max: string }) {
  return (
    <span className="question__slider-ends" aria-hidden="true">
      <span>{min}</span>
      <span>{max}</span>
    </span>
  );
}
