package dev.catalogkit.cli;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.KitVersion;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.KnownFindings;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import dev.catalogkit.report.Waiver;
import dev.catalogkit.report.Waivers;
import dev.catalogkit.report.baseline.Baseline;
import dev.catalogkit.report.writer.ConsoleSummary;
import dev.catalogkit.report.writer.ReportWriters;
import dev.catalogkit.report.writer.WithheldCertificate;
import dev.catalogkit.spec.Level;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
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

  @Option(
      names = "--target",
      paramLabel = "URL",
      description = "The server's base URL, e.g. http://127.0.0.1:8181 (env CATALOG_URI).")
  URI target;

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
      names = "--warehouse",
      description = "Warehouse sent to GET /v1/config (env CATALOG_WAREHOUSE).")
  String warehouse;

  @Option(names = "--token", description = "Bearer token for every request (env CATALOG_TOKEN).")
  String token;

  @Option(
      names = "--credential",
      paramLabel = "ID:SECRET",
      description =
          "OAuth2 client credential, exchanged for a bearer token at the token endpoint"
              + " (env CATALOG_CREDENTIAL).")
  String credential;

  @Option(
      names = "--oauth2-server-uri",
      paramLabel = "URL",
      description =
          "Token endpoint for --credential: an absolute URL, or a path under --target (default:"
              + " v1/oauth/tokens under --target; env CATALOG_OAUTH2__SERVER__URI).")
  URI oauth2ServerUri;

  @Option(
      names = "--scope",
      description =
          "OAuth2 scope asked for with --credential (default: catalog; env CATALOG_SCOPE).")
  String scope;

  @Option(names = "--header", paramLabel = "NAME=VALUE", description = "Extra header, repeatable.")
  Map<String, String> headers = new LinkedHashMap<>();

  @Option(
      names = "--header-public",
      paramLabel = "NAME",
      description =
          "An extra header whose value may appear in reports, repeatable; every other --header"
              + " value is redacted as a secret.")
  Set<String> publicHeaders = Set.of();

  @Option(
      names = "--explore",
      paramLabel = "DURATION",
      converter = ExplorationRun.DurationConverter.class,
      description =
          "After certifying, explore random operation sequences this long (90s, 5m; see explore"
              + " --help); a confirmed MUST finding fails a run that passed (exit 1).")
  Duration explore;

  @Option(
      names = "--explore-seed",
      paramLabel = "N",
      description = "Seed of the --explore exploration (default: a new one, printed).")
  Long exploreSeed;

  @Option(
      names = "--report-dir",
      defaultValue = "compliance-report",
      description = "Where reports go (default: ${DEFAULT-VALUE}).")
  Path reportDir;

  @Option(names = "--area", description = "Only this area's checks, repeatable (see --list).")
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
      names = "--timeout",
      paramLabel = "SECONDS",
      defaultValue = "10",
      description = "Per-request timeout in seconds (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--run-timeout",
      paramLabel = "SECONDS",
      defaultValue = "900",
      description =
          "Time limit of the whole run (default: ${DEFAULT-VALUE}); after it the remaining checks"
              + " are NOT_VERIFIED, the run cleans up and writes its reports.")
  int runTimeoutSeconds;

  @Option(
      names = "--parallel",
      paramLabel = "N",
      defaultValue = "" + RunLimits.DEFAULT_PARALLELISM,
      description =
          "Checks run at once (default: ${DEFAULT-VALUE}); 1 runs them one after the other.")
  int parallel;

  @Option(
      names = "--allure",
      description = "Also write Allure results to <report-dir>/allure-results (costs time).")
  boolean allure;

  @Option(names = "--list", description = "List every check and requirement; touches no network.")
  boolean list;

  /** How long a terminated kit waits for its reports after the clean-up's bound. */
  private static final Duration REPORTS_LIMIT = Duration.ofSeconds(30);

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
    if (target != null) {
      return certify(protocol, targetConfig(target));
    }
    if (image != null) {
      try (ContainerTarget container = ContainerTarget.start(imageSpec())) {
        out.println("Certifying image " + image + " at " + container.uri() + ".");
        return certify(protocol, targetConfig(container.uri()));
      }
    }
    try (ProtocolProfile.EmbeddedServer reference =
        protocol
            .startReference()
            .orElseThrow(
                () -> new RunAborted("give --target: profile " + profile + " has no reference"))) {
      out.println(
          "No --target given: certifying the embedded reference catalog (" + profile + ").");
      return certify(protocol, targetConfig(reference.uri()));
    }
  }

  private void validate(ProtocolProfile protocol) {
    if (token != null && credential != null) {
      throw new RunAborted("give --token or --credential, not both");
    }
    if (image != null && target != null) {
      throw new RunAborted("give --target or --image, not both");
    }
    if (credential == null && (oauth2ServerUri != null || scope != null)) {
      throw new RunAborted("--oauth2-server-uri and --scope go with --credential");
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
    if (timeoutSeconds < 1) {
      throw new RunAborted("--timeout must be at least 1 second");
    }
    if (runTimeoutSeconds < 1) {
      throw new RunAborted("--run-timeout must be at least 1 second");
    }
    requireWritable(reportDir);
    if (parallel < 1) {
      throw new RunAborted("--parallel must be at least 1, got " + parallel);
    }
    if (target != null && (target.getScheme() == null || !target.getScheme().startsWith("http"))) {
      throw new RunAborted(
          "--target must be an http(s) URL, got " + TargetConfig.withoutUserInfo(target));
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
    RunOptions options =
        RunOptions.builder(protocol, config)
            .settings(settings())
            .selection(
                new CheckSelection(
                    areas, requirements, excludedAreas, excludedRequirements, forceUnadvertised))
            .policy(
                new RunPolicy(acceptIncomplete, failOn.contains("warn"), strictWaivers, waiverList)
                    .comparedWith(knownFindings, failOn.contains("new")))
            .parallelism(parallel)
            .runTimeout(Duration.ofSeconds(runTimeoutSeconds))
            .build();
    KitRunner runner = new KitRunner(out::println, quiet ? line -> {} : out::println);
    boolean interrupted;
    int exit;
    try (Termination terminated =
        new Termination(KitRunner.cleanUpBound(options).plus(REPORTS_LIMIT))) {
      RunReport report;
      try (CtrlC ctrlC = new CtrlC(runner, out)) {
        report = runner.run(options);
        interrupted = ctrlC.pressed();
      } catch (RuntimeException failed) {
        // the error line may quote the server, which may quote the run's secrets
        throw new RunAborted(runner.redacted(OneLine.textOf(failed)));
      }
      exit = report(report, interrupted);
    }
    return explore == null || interrupted ? exit : explored(protocol, config, exit);
  }

  /**
   * The exploration {@code --explore} asks for, after the certification and its reports: a
   * confirmed finding of a MUST requirement fails a run that passed (exit 1); otherwise the
   * certification's exit code stands.
   */
  private int explored(ProtocolProfile protocol, TargetConfig config, int certified)
      throws IOException {
    ExploreOptions options =
        new ExploreOptions(
            ExplorationRun.seedOr(exploreSeed),
            Integer.MAX_VALUE,
            explore,
            ExploreOptions.DEFAULT_SEQUENCE_LENGTH,
            ExploreOptions.DEFAULT_REPLAYS,
            ExploreOptions.DEFAULT_SHRINK_WALKS);
    ExplorationResult result = ExplorationRun.run(out, protocol, config, options, reportDir);
    Optional<String> mustBroken =
        result
            .finding()
            .filter(found -> !found.flaky())
            .map(found -> found.finding().requirementId())
            .filter(id -> protocol.catalogue().get(id).level() == Level.MUST);
    if (mustBroken.isEmpty() || certified != RunVerdict.PASS.exitCode()) {
      return certified;
    }
    int exit = RunVerdict.FAIL.exitCode();
    // the summary above said PASS and the certificate "certified": neither may stand unsaid
    WithheldCertificate.after(
        reportDir,
        "explore found a confirmed violation of MUST requirement "
            + mustBroken.get()
            + " (exploration.json)",
        exit);
    out.println(
        "Verdict after exploration: FAIL (exit code 1) - the confirmed MUST finding above;"
            + " compliance.json and the other reports hold the certification only,"
            + " exploration.json the finding; certificate.json is withheld");
    return exit;
  }

  /**
   * Writes every report, then the summary; a format that could not be written ends the run with
   * exit 2 after the others and the summary are out.
   */
  private int report(RunReport report, boolean interrupted) throws IOException {
    IOException unwritten = null;
    try {
      ReportWriters.writeAll(report, reportDir, allure);
    } catch (IOException missing) {
      unwritten = missing;
    }
    out.println(ConsoleSummary.render(report));
    out.println("Reports: " + reportDir.toAbsolutePath());
    if (unwritten != null) {
      throw unwritten;
    }
    return interrupted ? CtrlC.EXIT_INTERRUPTED : report.exitCode();
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

  private TargetConfig targetConfig(URI uri) {
    return new TargetConfig(
        uri,
        warehouse,
        token,
        credential,
        headers,
        Duration.ofSeconds(timeoutSeconds),
        TargetConfig.DEFAULT_MAX_BODY_BYTES,
        publicHeaders,
        oauth2ServerUri,
        scope);
  }

  /** Reads the version from the jar manifest. */
  static final class Version implements picocli.CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"catalog-conformance-kit " + KitVersion.current()};
    }
  }
}
