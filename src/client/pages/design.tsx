import { DesignLab } from '../features/design-lab/design-lab';

/** /design: the Design Lab (spec 02). */
export default function DesignPage() {
  return <DesignLab />;
}
