package dev.catalogkit.cli;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitVersion;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.explore.ExploringPhase;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.KnownFindings;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.Waiver;
import dev.catalogkit.report.Waivers;
import dev.catalogkit.report.baseline.Baseline;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/** The default command: certify the target (or the embedded reference catalog) and report. */
@Command(
    name = "catalog-conformance-kit",
    mixinStandardHelpOptions = true,
    versionProvider = CertifyCommand.Version.class,
    sortOptions = false,
    description = {
      "Certifies an Iceberg REST catalog server (or, with --profile paimon, the semantic views of"
          + " a Paimon REST server) against the spec and writes compliance reports.",
      "Without --target it starts its embedded reference catalog on 127.0.0.1 and certifies that.",
      "Exit codes: 0 every judged MUST requirement holds (or its failure is waived), 1 one fails"
          + " (or a WARN under --fail-on warn, or a waiver at fault under --strict-waivers; under"
          + " --fail-on new only a new one), 2 the"
          + " run could not be done, 3 INCOMPLETE (a MUST requirement could not be judged because"
          + " a step failed), 130 interrupted by Ctrl-C (reports written).",
      ""
    })
final class CertifyCommand implements Callable<Integer> {

  /** Read by {@link OptionSources} before the command runs; declared here for parsing and help. */
  @Option(
      names = OptionSources.CONFIG,
      paramLabel = "FILE",
      description =
          "YAML file of options, keyed by option name without --; the command line overrides it,"
              + " it overrides the CATALOG_* environment variables. Secrets only as variable"
              + " names (token-env: VARIABLE).")
  Path config;

  @Option(
      names = "--profile",
      defaultValue = "iceberg",
      description = "Protocol, one of the profiles listed below. Default: ${DEFAULT-VALUE}.")
  String profile;

  @Mixin TargetOptions connection = new TargetOptions();

  @Option(
      names = "--image",
      paramLabel = "IMAGE[:TAG]",
      description =
          "Start the server from this container image (needs Docker), wait for /v1/config,"
              + " certify it, stop it.")
  String image;

  @Option(
      names = "--image-port",
      paramLabel = "N",
      defaultValue = "8181",
      description = "The port the image's server listens on (default: ${DEFAULT-VALUE}).")
  int imagePort;

  @Option(
      names = "--image-env",
      paramLabel = "K=V",
      description = "Environment variable for the image, repeatable.")
  Map<String, String> imageEnv = new LinkedHashMap<>();

  @Option(
      names = "--image-startup",
      paramLabel = "SECONDS",
      defaultValue = "120",
      description = "How long the image may take to answer /v1/config (default: ${DEFAULT-VALUE}).")
  int imageStartupSeconds;

  @Option(
      names = "--explore",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      description =
          "After the checks, explore random operation sequences this long (90s, 5m; see explore"
              + " --help); each finding is judged and reported like a check (area exploration,"
              + " which --area exploration selects alone).")
  Duration explore;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the exploration, as explore --seed (default: a new one, printed).")
  Long exploreSeed;

  @Option(
      names = "--explore-steps",
      paramLabel = "N",
      description = "Steps --explore walks at most (default: as many as its duration allows).")
  Integer exploreSteps;

  @Option(
      names = "--explore-parallel",
      paramLabel = "K",
      defaultValue = "1",
      description =
          "Sequences --explore walks at once, each in namespaces of its own (default:"
              + " ${DEFAULT-VALUE}); a finding is shrunk and confirmed alone.")
  int exploreParallel;

  @Option(
      names = "--report-dir",
      defaultValue = "compliance-report",
      description = "Where reports go (default: ${DEFAULT-VALUE}).")
  Path reportDir;

  @Option(
      names = "--area",
      description =
          "Only this area's checks, repeatable (see --list); exploration: explore (for --explore"
              + " or explore's default "
              + ExploreCommand.DEFAULT_DURATION
              + ").")
  Set<String> areas = Set.of();

  @Option(
      names = "--requirement",
      paramLabel = "ID",
      description = "Only this requirement, repeatable.")
  Set<String> requirements = Set.of();

  @Option(
      names = "--exclude-area",
      paramLabel = "AREA",
      description = "Leave this area's checks out, repeatable.")
  Set<String> excludedAreas = Set.of();

  @Option(
      names = "--exclude-requirement",
      paramLabel = "ID",
      description = "Leave this requirement out, repeatable.")
  Set<String> excludedRequirements = Set.of();

  @Option(
      names = "--waivers",
      paramLabel = "FILE",
      description =
          "YAML waiver file: failures of the requirements (ID or ID[case]) it lists are reported"
              + " WAIVED with its reason and do not fail the run, until the waiver expires.")
  Path waivers;

  @Option(
      names = "--strict-waivers",
      description = "Fail the run (exit 1) when a waiver expired or matches no failure.")
  boolean strictWaivers;

  @Option(
      names = "--fail-on",
      paramLabel = "LEVEL",
      defaultValue = "fail",
      description =
          "fail (default): only a MUST violation fails the run; warn: a SHOULD violation (WARN)"
              + " fails it too; new (with --baseline): only what is new since the baseline fails"
              + " it (exit 1 a new violation, 3 a MUST newly left open); new,warn: a new WARN"
              + " too.")
  String failOn;

  @Option(
      names = "--baseline",
      paramLabel = "FILE",
      description =
          "An earlier compliance.json of the same profile: each finding is reported new or known,"
              + " and the baseline's findings this run no longer has as fixed.")
  Path baseline;

  @Option(
      names = "--quiet",
      description = "No progress line per check; only the summary and what needs attention.")
  boolean quiet;

  @Option(
      names = "--force-unadvertised",
      description =
          "Run checks of capabilities the server does not advertise (they may then fail).")
  boolean forceUnadvertised;

  @Option(
      names = "--accept-incomplete",
      description =
          "Exit 0 for an INCOMPLETE run (a MUST requirement left unjudged because a step failed);"
              + " the verdict still says INCOMPLETE. Default: exit 3.")
  boolean acceptIncomplete;

  @Option(
      names = "--run-timeout",
      paramLabel = "SECONDS",
      defaultValue = "900",
      description =
          "Time limit of the whole run (default: ${DEFAULT-VALUE}; --explore adds its duration);"
              + " after it the remaining checks are NOT_VERIFIED, the run cleans up and writes its"
              + " reports.")
  int runTimeoutSeconds;

  @Option(
      names = "--parallel",
      paramLabel = "N",
      defaultValue = "" + RunLimits.DEFAULT_PARALLELISM,
      description =
          "The most requests at once (default: ${DEFAULT-VALUE}): checks are judged one request at"
              + " a time unless --baseline shows the server sustains more; the concurrency probe,"
              + " last, presses it up to N.")
  int parallel;

  @Option(
      names = "--allure",
      description = "Also write Allure results to <report-dir>/allure-results (costs time).")
  boolean allure;

  @Option(names = "--list", description = "List every check and requirement; touches no network.")
  boolean list;

  /** The values of --fail-on (validated, so a value's words can be looked for in it). */
  private static final Set<String> FAIL_ON = Set.of("fail", "warn", "new", "new,warn", "warn,new");

  private final PrintWriter out;
  private final Profiles profiles;
  private final Map<String, OptionSpec> settingOptions = new LinkedHashMap<>();
  private List<Waiver> waiverList = List.of();
  private KnownFindings knownFindings;

  CertifyCommand(PrintWriter out, Profiles profiles) {
    this.out = out;
    this.profiles = profiles;
  }

  /** Adds each profile's own settings (e.g. {@code --semantic-format}) to the command. */
  void addProfileSettings(CommandSpec spec) {
    for (ProtocolProfile each : profiles.all()) {
      for (ProtocolProfile.Setting setting : each.settings()) {
        OptionSpec option =
            OptionSpec.builder("--" + setting.name())
                .paramLabel(setting.label())
                .description(setting.description() + ".")
                .type(String.class)
                .build();
        spec.addOption(option);
        settingOptions.put(setting.name(), option);
      }
    }
    spec.usageMessage()
        .footer(
            profiles.all().stream()
                .map(each -> String.format("  %-8s %s", each.id(), each.description()))
                .toArray(String[]::new));
    spec.usageMessage().footerHeading("Profiles:%n");
  }

  @Override
  public Integer call() throws IOException {
    ProtocolProfile protocol = profiles.named(profile);
    if (list) {
      CheckListing.print(out, protocol);
      return ExitCodes.PASSED;
    }
    validate(protocol);
    if (connection.target != null) {
      return certify(protocol, connection.config(connection.target));
    }
    if (image != null) {
      try (ContainerTarget container = ContainerTarget.start(imageSpec())) {
        out.println("Certifying image " + image + " at " + container.uri() + ".");
        return certify(protocol, connection.config(container.uri()));
      }
    }
    try (ProtocolProfile.EmbeddedServer reference =
        protocol
            .startReference()
            .orElseThrow(
                () -> new RunAborted("give --target: profile " + profile + " has no reference"))) {
      out.println(
          "No --target given: certifying the embedded reference catalog (" + profile + ").");
      return certify(protocol, connection.config(reference.uri()));
    }
  }

  private void validate(ProtocolProfile protocol) {
    connection.validate();
    if (image != null && connection.target != null) {
      throw new RunAborted("give --target or --image, not both");
    }
    for (String name : settings().keySet()) {
      if (protocol.settings().stream().noneMatch(setting -> setting.name().equals(name))) {
        throw new RunAborted("--" + name + " belongs to another profile than " + protocol.id());
      }
    }
    if (!FAIL_ON.contains(failOn)) {
      throw new RunAborted("--fail-on takes fail, warn, new or new,warn, got " + failOn);
    }
    if (failOn.contains("new") && baseline == null) {
      throw new RunAborted("--fail-on " + failOn + " needs --baseline FILE");
    }
    if (baseline != null) {
      knownFindings = readBaseline(baseline, protocol);
    }
    if (waivers != null) {
      waiverList = readWaivers(waivers);
    }
    if (runTimeoutSeconds < 1) {
      throw new RunAborted("--run-timeout must be at least 1 second");
    }
    requireWritable(reportDir);
    if (parallel < 1) {
      throw new RunAborted("--parallel must be at least 1, got " + parallel);
    }
    if (exploreParallel < 1 || (exploreSteps != null && exploreSteps < 1)) {
      throw new RunAborted("--explore-parallel and --explore-steps must be at least 1");
    }
    if (excludesExploration() && (explore != null || asksForExploration())) {
      throw new RunAborted(
          "--exclude-area exploration contradicts --explore and --area exploration");
    }
    if (exploration() == null && (exploreSeed != null || exploreSteps != null)) {
      throw new RunAborted(
          "--seed and --explore-steps go with --explore DURATION or --area exploration");
    }
  }

  /** The report directory is usable, or the run stops before its first request. */
  private static void requireWritable(Path directory) {
    if (Files.exists(directory) && !Files.isDirectory(directory)) {
      throw new RunAborted("--report-dir " + directory + " is a file, not a directory");
    }
    try {
      Files.createDirectories(directory);
    } catch (IOException cannotCreate) {
      throw new RunAborted("--report-dir " + directory + " cannot be created: " + cannotCreate);
    }
    if (!Files.isWritable(directory)) {
      throw new RunAborted("--report-dir " + directory + " is not writable");
    }
  }

  private int certify(ProtocolProfile protocol, TargetConfig config) throws IOException {
    RunOptions.Builder options =
        RunOptions.builder(protocol, config)
            .settings(settings())
            .selection(checkSelection())
            .policy(
                new RunPolicy(acceptIncomplete, failOn.contains("warn"), strictWaivers, waiverList)
                    .comparedWith(knownFindings, failOn.contains("new")))
            .parallelism(parallel)
            .sustained(knownFindings == null ? 1 : knownFindings.sustainedWindow())
            .runTimeout(
                Duration.ofSeconds(runTimeoutSeconds)
                    .plus(exploration() == null ? Duration.ZERO : exploration()));
    if (exploration() != null) {
      options.explore(
          ExploringPhase.of(
              protocol,
              ExploreOptions.of(
                      ExploreCommand.seedOr(exploreSeed),
                      exploreSteps == null ? Integer.MAX_VALUE : exploreSteps,
                      exploration())
                  .walkingAtOnce(exploreParallel)));
    }
    return ReportedRun.run(out, quiet, options.build(), reportDir, allure).exitCode();
  }

  /**
   * The filters as the engine takes them: the area exploration is no area of checks but the run's
   * exploration, so it leaves the filters, and asked for alone it leaves no check to run.
   */
  private CheckSelection checkSelection() {
    Set<String> checkedAreas = withoutExploration(areas);
    if (asksForExploration() && checkedAreas.isEmpty() && requirements.isEmpty()) {
      return CheckSelection.NONE;
    }
    return new CheckSelection(
        checkedAreas,
        requirements,
        withoutExploration(excludedAreas),
        excludedRequirements,
        forceUnadvertised);
  }

  /** How long the run explores: --explore, else explore's default when --area asks; else null. */
  private Duration exploration() {
    if (explore != null || !asksForExploration()) {
      return explore;
    }
    return new DurationConverter().convert(ExploreCommand.DEFAULT_DURATION);
  }

  private boolean asksForExploration() {
    return areas.stream().anyMatch(CertifyCommand::isExploration);
  }

  private boolean excludesExploration() {
    return excludedAreas.stream().anyMatch(CertifyCommand::isExploration);
  }

  private static Set<String> withoutExploration(Set<String> names) {
    return names.stream()
        .filter(name -> !isExploration(name))
        .collect(Collectors.toUnmodifiableSet());
  }

  private static boolean isExploration(String area) {
    return Exploration.AREA.equalsIgnoreCase(area);
  }

  /** The waiver file, read before any request; a bad one is a usage error (exit 2). */
  private static List<Waiver> readWaivers(Path file) {
    try {
      return Waivers.read(file);
    } catch (IllegalArgumentException e) {
      throw new RunAborted(e.getMessage());
    }
  }

  /** The baseline, read before any request; a bad one is a usage error (exit 2). */
  private static KnownFindings readBaseline(Path file, ProtocolProfile protocol) {
    try {
      return Baseline.read(file, protocol.id());
    } catch (IllegalArgumentException e) {
      throw new RunAborted("--baseline: " + e.getMessage());
    }
  }

  ContainerTarget.Spec imageSpec() {
    return new ContainerTarget.Spec(
        image, imagePort, imageEnv, Duration.ofSeconds(imageStartupSeconds));
  }

  /** The profile settings given on the command line (only what was given). */
  private Map<String, String> settings() {
    Map<String, String> settings = new LinkedHashMap<>();
    settingOptions.forEach(
        (name, option) -> {
          String value = option.getValue();
          if (value != null) {
            settings.put(name, value);
          }
        });
    return settings;
  }

  /** Reads the version from the jar manifest. */
  static final class Version implements picocli.CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"catalog-conformance-kit " + KitVersion.current()};
    }
  }
}
