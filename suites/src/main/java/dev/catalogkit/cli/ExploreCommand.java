package dev.catalogkit.cli;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.explore.ExploringPhase;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code explore}: a run with no hand-written check that walks random operation sequences against a
 * model of the catalog; each disagreement is shrunk to the shortest sequence that still shows it,
 * replayed on fresh names, and reported like a check. Exit 0 no finding that fails the run, 1 a
 * MUST finding (a FLAKY one too), 2 bad usage or a target that cannot be explored, 130 Ctrl-C.
 */
@Command(
    name = "explore",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Walk random operation sequences in namespaces of the run's own against a model of the"
          + " catalog; a disagreement is shrunk to the shortest sequence that still fails,"
          + " replayed on fresh names and reported like a check (area exploration). No other"
          + " check runs. Without --target it explores the embedded reference.",
      "Exit codes: 0 no finding that fails the run (a SHOULD or MAY finding is reported, as a"
          + " WARN or NOTICE), 1 a MUST finding (a FLAKY one too), 2 bad usage or a target that"
          + " cannot be explored, 130 interrupted by Ctrl-C (reports written)."
    })
final class ExploreCommand implements Callable<Integer> {

  /** How long an exploration goes when no duration is given (also certify's --area exploration). */
  static final String DEFAULT_DURATION = "60s";

  @Option(
      names = "--profile",
      defaultValue = "iceberg",
      description = "Protocol to explore (default: ${DEFAULT-VALUE}).")
  String profile;

  @Mixin TargetOptions connection = new TargetOptions();

  @Option(
      names = "--seed",
      paramLabel = "N",
      description =
          "Seed of every random choice; the same seed walks the same steps (default: new).")
  Long seed;

  @Option(
      names = "--steps",
      paramLabel = "N",
      defaultValue = "2000",
      description = "Steps to walk at most (default: ${DEFAULT-VALUE}).")
  int steps;

  @Option(
      names = "--duration",
      paramLabel = "D",
      defaultValue = DEFAULT_DURATION,
      converter = DurationConverter.class,
      description =
          "Time after which no new sequence starts: 90s, 5m or PT1M30S (default: ${DEFAULT-VALUE}).")
  Duration duration;

  @Option(
      names = "--sequence-length",
      paramLabel = "N",
      defaultValue = "" + ExploreOptions.DEFAULT_SEQUENCE_LENGTH,
      description =
          "Steps of one sequence, walked in fresh namespaces (default: ${DEFAULT-VALUE}).")
  int sequenceLength;

  @Option(
      names = "--explore-parallel",
      paramLabel = "K",
      defaultValue = "1",
      description =
          "Sequences walked at once, each in namespaces of its own (default: ${DEFAULT-VALUE});"
              + " a finding is shrunk and confirmed alone.")
  int walkers;

  @Option(
      names = "--report-dir",
      paramLabel = "DIR",
      defaultValue = "compliance-report",
      description = "Where reports go (default: ${DEFAULT-VALUE}).")
  Path reportDir;

  @Option(
      names = "--allure",
      description = "Also write Allure results to <report-dir>/allure-results.")
  boolean allure;

  private final PrintWriter out;
  private final Profiles profiles;

  ExploreCommand(PrintWriter out, Profiles profiles) {
    this.out = out;
    this.profiles = profiles;
  }

  /** A seed of its own when the user gave none; printed and in every report, for a replay. */
  static long seedOr(Long given) {
    return given == null ? new SecureRandom().nextLong() : given;
  }

  @Override
  public Integer call() throws IOException {
    if (steps < 1 || sequenceLength < 1 || walkers < 1 || duration.isNegative()) {
      throw new RunAborted(
          "--steps, --sequence-length, --explore-parallel and --duration take positive values");
    }
    connection.validate();
    ProtocolProfile protocol = profiles.named(profile);
    ExploreOptions options =
        new ExploreOptions(
            seedOr(seed),
            steps,
            duration,
            sequenceLength,
            ExploreOptions.DEFAULT_REPLAYS,
            ExploreOptions.DEFAULT_SHRINK_WALKS,
            walkers);
    if (connection.target != null) {
      return explore(protocol, connection.config(connection.target), options);
    }
    try (ProtocolProfile.EmbeddedServer reference =
        protocol
            .startReference()
            .orElseThrow(
                () -> new RunAborted("give --target: profile " + profile + " has no reference"))) {
      out.println("No --target given: exploring the embedded reference catalog (" + profile + ").");
      return explore(protocol, connection.config(reference.uri()), options);
    }
  }

  private int explore(ProtocolProfile protocol, TargetConfig target, ExploreOptions options)
      throws IOException {
    RunOptions run =
        RunOptions.builder(protocol, target)
            .selection(CheckSelection.NONE)
            // it certifies nothing, so it is INCOMPLETE unless a finding fails it: that is exit 0
            .policy(new RunPolicy(true, false, false, List.of()))
            .runTimeout(options.duration().plus(RunLimits.DEFAULT_RUN_TIMEOUT))
            .explore(ExploringPhase.of(protocol, options))
            .build();
    ReportedRun.Ended ended = ReportedRun.run(out, false, run, reportDir, allure);
    out.println("Replay: " + replay(options, ended.report()));
    return ended.exitCode();
  }

  /** The command that walks the same sequences again: the seed and the steps it planned. */
  private String replay(ExploreOptions options, RunReport report) {
    URI shown = connection.target == null ? null : TargetConfig.withoutUserInfo(connection.target);
    return "explore --profile "
        + profile
        + " --seed "
        + options.seed()
        + " --steps "
        + report.exploration().plannedSteps()
        + " --sequence-length "
        + options.sequenceLength()
        + (shown == null ? "" : " --target " + shown);
  }
}
