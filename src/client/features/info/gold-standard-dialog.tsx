import { InfoDialogBody } from './info-dialog-body';

export default function GoldStandardDialog() {
  return <InfoDialogBody eyebrow="Our Gold Standard" title="In Gold We Trust" lead="Solid 14k gold and .925 sterling silver, never plated: metals chosen to be worn every day and handed on." />;
}
