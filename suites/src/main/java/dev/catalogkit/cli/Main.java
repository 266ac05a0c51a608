package dev.catalogkit.cli;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunAborted;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Map;
import java.util.OptionalInt;
import picocli.CommandLine;

/**
 * {@code java -jar catalog-conformance-kit.jar}: certifies a server, lists the checks, serves the
 * reference catalog, compares two reports ({@code diff}), or explores random operation sequences
 * ({@code explore}: exit 1 for a finding). Exit codes: 0 every judged MUST requirement holds, 1 one
 * fails, 2 the run could not be done (bad usage, unreachable target, kit error, the JVM out of
 * memory) — always with one line, never a stack — 3 INCOMPLETE (a MUST requirement could not be
 * judged because a step failed), and 130 when Ctrl-C interrupted the run (its reports are still
 * written).
 */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    OptionalInt inItsOwnJvm = OwnJvm.run(args);
    if (inItsOwnJvm.isPresent()) {
      System.exit(inItsOwnJvm.getAsInt());
    }
    ShortRunCompiler.use();
    // the console's own encoding, as System.out has it
    Charset console = Charset.defaultCharset();
    System.exit(
        run(
            args,
            new PrintWriter(new OutputStreamWriter(System.out, console), true),
            new PrintWriter(new OutputStreamWriter(System.err, console), true)));
  }

  /** Runs the command line and returns its exit code; the tests call this directly. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    return run(args, out, err, System.getenv());
  }

  /** Runs the command line with these environment variables ({@code CATALOG_*}, secrets). */
  static int run(String[] args, PrintWriter out, PrintWriter err, Map<String, String> environment) {
    Profiles profiles = Profiles.load();
    String[] arguments;
    try {
      arguments = OptionSources.arguments(commandLine(profiles, out, err), args, environment);
    } catch (RunAborted unusable) {
      err.println("error: " + unusable.getMessage());
      return ExitCodes.USAGE;
    }
    CommandLine commandLine = commandLine(profiles, out, err);
    try {
      return commandLine.execute(arguments);
    } catch (VirtualMachineError exhausted) {
      // no stack trace: the JVM, not the server, gave out; say which limit to raise
      err.println(
          "error: the JVM gave out ("
              + exhausted.getClass().getSimpleName()
              + "); run again with more memory, e.g. java -Xmx2g -jar ...");
      return ExitCodes.USAGE;
    }
  }

  private static CommandLine commandLine(Profiles profiles, PrintWriter out, PrintWriter err) {
    CertifyCommand certify = new CertifyCommand(out, profiles);
    CommandLine commandLine = new CommandLine(certify);
    certify.addProfileSettings(commandLine.getCommandSpec());
    commandLine.addSubcommand("serve", new ServeCommand(out));
    commandLine.addSubcommand("diff", new DiffCommand(out));
    commandLine.addSubcommand("explore", new ExploreCommand(out, profiles));
    commandLine.setOut(out);
    commandLine.setErr(err);
    commandLine.setParameterExceptionHandler(
        (problem, arguments) -> {
          err.println("error: " + problem.getMessage() + " (see --help)");
          return ExitCodes.USAGE;
        });
    commandLine.setExecutionExceptionHandler(
        (problem, line, parsed) -> {
          err.println("error: " + OneLine.of(problem));
          return ExitCodes.USAGE;
        });
    return commandLine;
  }
}
