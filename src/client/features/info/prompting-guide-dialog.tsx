import type { ReactNode } from 'react';
import { InfoDialogBody, InfoSection } from './info-dialog-body';

function Example({ children }: { children: ReactNode }) {
  return <p className="border-l-2 border-gold bg-ivory px-4 py-3 font-sans text-sm italic leading-relaxed text-ink">{children}</p>;
}

const CUES: ReadonlyArray<{ cue: string; text: string }> = [
  { cue: 'Silhouette', text: 'a clean outline, read at a glance, like a shape cut from a sheet of gold.' },
  { cue: 'Sculpted', text: 'depth and modelling, soft curves you could turn in your fingers.' },
  { cue: 'Geometric', text: 'straight lines, facets and measured angles.' },
  { cue: 'Ornate', text: 'fine detail, scrollwork and texture that rewards a closer look.' },
];

export default function PromptingGuideDialog() {
  return (
    <InfoDialogBody eyebrow="Design Lab" title="Prompting Guide" lead="A few quiet habits that help the Design Lab draw the piece you have in mind.">
      <InfoSection title="Speak with Clarity">
        <p>
          Name the subject plainly and describe it as you see it. Concrete words draw better than abstract ones: say what
          it is, what it is doing and how it is shaped.
        </p>
        <Example>A sleeping fox curled into a circle, its tail wrapped over its nose.</Example>
      </InfoSection>
      <InfoSection title="Keep the Vision Singular">
        <p>
          A charm is small. One clear subject reads better than five competing ones. If you love several ideas, make each
          its own design and compare them side by side.
        </p>
      </InfoSection>
      <InfoSection title="Guide the Style">
        <p>A single word about form goes a long way. These cues work well:</p>
        <dl className="flex flex-col gap-2">
          {CUES.map(({ cue, text }) => (
            <div key={cue}>
              <dt className="inline font-medium text-ink">{cue}: </dt>
              <dd className="inline">{text}</dd>
            </div>
          ))}
        </dl>
        <p>You can also choose a style, metal and finish under the advanced options.</p>
      </InfoSection>
      <InfoSection title="Add Meaningful Details">
        <p>
          Small specifics make a piece yours: a pet&rsquo;s folded ear, a favourite flower, a constellation, the shape of a
          coastline. Add one or two and let the rest stay simple.
        </p>
        <Example>A honeybee resting on a hexagon of honeycomb, with one drop of honey.</Example>
      </InfoSection>
      <InfoSection title="Tell the Story You Want to Wear">
        <p>
          Think about what the piece should mean, then describe the image that carries it. A lighthouse for a homecoming,
          an oak leaf for a family, two interlocked rings for a promise kept.
        </p>
      </InfoSection>
      <InfoSection title="Trust the Process">
        <p>
          The first design is a starting point. Redo to see another take, adjust a word or two, and keep what you like.
          When it feels right, request a quote and our artisans will take it from there.
        </p>
      </InfoSection>
    </InfoDialogBody>
  );
}
