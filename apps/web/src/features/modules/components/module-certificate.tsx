import type { ModuleProgress } from '@practicum/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatScore } from '../../../lib/score';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A certificate-style summary of a completed module: who, which module, when it was completed and the
 * best score with each patient. Printing prints only the certificate (`print-only-this` in index.css).
 */
export function ModuleCertificate({
  progress,
  studentName,
  onClose,
}: {
  progress: ModuleProgress;
  studentName: string;
  onClose: () => void;
}) {
  const { module } = progress;
  return (
    <Modal title={`${module.title}: certificate of completion`} onClose={onClose} className="max-w-2xl">
      <div
        data-print-only-this
        className="rounded-xl border-4 border-double border-teal-700 bg-white p-8 text-center text-slate-900"
      >
        <p className="text-sm font-semibold tracking-widest text-teal-800 uppercase">Practicum</p>
        <p className="mt-4 text-lg">This certifies that</p>
        <p className="mt-2 text-3xl font-semibold">{studentName}</p>
        <p className="mt-4 text-lg">has completed the training module</p>
        <p className="mt-2 text-2xl font-semibold text-teal-900">{module.title}</p>
        {progress.completed_at && (
          <p className="mt-4 text-slate-700">
            Completed on <time dateTime={progress.completed_at}>{longDate(progress.completed_at)}</time>
          </p>
        )}
        <table className="mx-auto mt-6 text-left text-sm">
          <caption className="sr-only">Best score with each patient</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-8 font-medium">
                Patient
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Best score
              </th>
            </tr>
          </thead>
          <tbody>
            {progress.personas
              .filter((p) => p.patient_id !== null)
              .map((p) => (
                <tr key={p.catalogue_id} className="border-t border-slate-200">
                  <td className="py-1.5 pr-8">{p.name}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatScore(p.best_score) ?? 'Not scored'}
                  </td>
                </tr>
              ))}
          </tbody>
          {progress.average_best_score !== null && (
            <tfoot>
              <tr className="border-t-2 border-slate-300 font-semibold">
                <td className="py-1.5 pr-8">Average</td>
                <td className="py-1.5 text-right tabular-nums">{formatScore(progress.average_best_score)}</td>
              </tr>
            </tfoot>
          )}
        </table>
        <p className="mt-6 text-sm text-slate-600">Skills: {module.skills.join(' · ')}</p>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => window.print()}>Print certificate</Button>
      </div>
    </Modal>
  );
}
