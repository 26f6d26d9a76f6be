/** The Sign Up tab. The accounts work adds the form, strength meter and 'Check your email' screen here. */
export function SignupPanel(_props: { email?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-display text-[28px] font-medium leading-tight">Create your account</h2>
      <p className="font-sans text-base leading-relaxed text-graphite">Keep your designs, your bag and your orders together, ready whenever you return.</p>
    </div>
  );
}
