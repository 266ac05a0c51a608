package dev.catalogkit.cli;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.http.TargetConfig;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code explore}: walks random operation sequences against a model of the catalog, shrinks the
 * first disagreement to the shortest sequence that still shows it and replays that on fresh names.
 * Exit 0 no finding, 1 a finding, 2 bad usage or a target that cannot be explored.
 */
@Command(
    name = "explore",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Walk random operation sequences in namespaces of the run's own against a model of the"
          + " catalog; a disagreement is shrunk to the shortest sequence that still fails and"
          + " replayed on fresh names. Without --target it explores the embedded reference.",
      "Exit codes: 0 no finding, 1 a finding, 2 bad usage or a target that cannot be explored."
    })
final class ExploreCommand implements Callable<Integer> {

  static final int FINDING = 1;

  @Option(
      names = "--profile",
      defaultValue = "iceberg",
      description = "Protocol to explore (default: ${DEFAULT-VALUE}).")
  String profile;

  @Option(
      names = "--target",
      paramLabel = "URL",
      description = "The server's base URL; none: the embedded reference catalog.")
  URI target;

  @Option(names = "--warehouse", description = "Warehouse sent to GET /v1/config.")
  String warehouse;

  @Option(names = "--token", description = "Bearer token for every request.")
  String token;

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
      defaultValue = "60s",
      converter = ExplorationRun.DurationConverter.class,
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
      names = "--report-dir",
      paramLabel = "DIR",
      defaultValue = "compliance-report",
      description = "Where exploration.json goes (default: ${DEFAULT-VALUE}).")
  Path reportDir;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      defaultValue = "10",
      description = "Per-request timeout (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  private final PrintWriter out;
  private final Profiles profiles;

  ExploreCommand(PrintWriter out, Profiles profiles) {
    this.out = out;
    this.profiles = profiles;
  }

  @Override
  public Integer call() {
    if (steps < 1 || sequenceLength < 1 || timeoutSeconds < 1 || duration.isNegative()) {
      throw new RunAborted("--steps, --sequence-length and --timeout take positive numbers");
    }
    ProtocolProfile protocol = profiles.named(profile);
    ExploreOptions options =
        new ExploreOptions(
            ExplorationRun.seedOr(seed),
            steps,
            duration,
            sequenceLength,
            ExploreOptions.DEFAULT_REPLAYS,
            ExploreOptions.DEFAULT_SHRINK_WALKS);
    if (target != null) {
      return explore(protocol, target, options);
    }
    try (ProtocolProfile.EmbeddedServer reference =
        protocol
            .startReference()
            .orElseThrow(
                () -> new RunAborted("give --target: profile " + profile + " has no reference"))) {
      out.println("No --target given: exploring the embedded reference catalog (" + profile + ").");
      return explore(protocol, reference.uri(), options);
    }
  }

  private int explore(ProtocolProfile protocol, URI uri, ExploreOptions options) {
    TargetConfig config =
        new TargetConfig(
            uri,
            warehouse,
            token,
            null,
            Map.of(),
            Duration.ofSeconds(timeoutSeconds),
            TargetConfig.DEFAULT_MAX_BODY_BYTES);
    ExplorationResult result = ExplorationRun.run(out, protocol, config, options, reportDir);
    out.println(
        "Replay: explore --seed "
            + options.seed()
            + " --steps "
            + options.maxSteps()
            + " --sequence-length "
            + options.sequenceLength()
            + (target == null ? "" : " --target " + TargetConfig.withoutUserInfo(target)));
    return result.finding().isPresent() ? FINDING : ExitCodes.PASSED;
  }
}
