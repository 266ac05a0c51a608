package dev.catalogkit.junit;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.KnownFindings;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.Waiver;
import dev.catalogkit.report.Waivers;
import dev.catalogkit.report.baseline.Baseline;
import dev.catalogkit.report.writer.ReportWriters;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;

/**
 * The kit in a vendor's own build: a {@code @TestFactory} method returns {@link #checks()}, and
 * every check of the kit becomes a JUnit test of that build, grouped by area, with the same reports
 * the command line writes.
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> conformsToTheIcebergRestSpec() {
 *   return CatalogConformance.iceberg(server.uri()).token("t").checks();
 * }
 * }</pre>
 *
 * <p>A FAIL is a failed test (its message names the requirement, expected and actual), a check the
 * kit could not judge is a skipped one (with the reason), an ERROR of the kit is a test in error,
 * and WARN and NOTICE pass (the reports list them). A last test holds the run's verdict, as the
 * command line's exit code does. Configure it, then call {@link #checks()} or {@link #run()} once.
 */
public final class CatalogConformance {

  /** Where reports go unless told otherwise: beside the build's other test reports. */
  public static final Path DEFAULT_REPORT_DIR = Path.of("target", "catalog-conformance");

  private final String profile;
  private final URI target;
  private final Map<String, String> headers = new LinkedHashMap<>();
  private final Set<String> publicHeaders = new LinkedHashSet<>();
  private final Set<String> requirements = new LinkedHashSet<>();
  private final Set<String> areas = new LinkedHashSet<>();
  private final Set<String> excludedRequirements = new LinkedHashSet<>();
  private final Set<String> excludedAreas = new LinkedHashSet<>();
  private final Map<String, String> settings = new LinkedHashMap<>();
  private String warehouse;
  private String token;
  private String credential;
  private URI oauth2ServerUri;
  private String scope;
  private Path reportDir = DEFAULT_REPORT_DIR;
  private List<Waiver> waivers = List.of();
  private boolean strictWaivers;
  private boolean failOnWarn;
  private boolean acceptIncomplete;
  private KnownFindings baseline;
  private boolean failOnNew;
  private boolean forceUnadvertised;
  private int parallel = RunLimits.DEFAULT_PARALLELISM;
  private Duration timeout = TargetConfig.DEFAULT_TIMEOUT;
  private Duration runTimeout = RunLimits.DEFAULT_RUN_TIMEOUT;
  private boolean allure;
  private Consumer<String> console = line -> {};

  private CatalogConformance(String profile, URI target) {
    this.profile = profile;
    this.target = Objects.requireNonNull(target, "target");
  }

  /** Certifies an Iceberg REST catalog at this base URL (the part before {@code /v1/...}). */
  public static CatalogConformance iceberg(URI target) {
    return of("iceberg", target);
  }

  /** Certifies the semantic views of an Apache Paimon REST catalog at this base URL. */
  public static CatalogConformance paimon(URI target) {
    return of("paimon", target);
  }

  /** Certifies a server with the named profile ({@code iceberg}, {@code paimon}, ...). */
  public static CatalogConformance of(String profile, URI target) {
    return new CatalogConformance(profile, target);
  }

  /** Sent as {@code GET /v1/config?warehouse=...}. */
  public CatalogConformance warehouse(String name) {
    this.warehouse = name;
    return this;
  }

  /** A bearer token for every request. */
  public CatalogConformance token(String bearerToken) {
    this.token = bearerToken;
    return this;
  }

  /** An OAuth2 client credential {@code id:secret}, exchanged at the catalog's token endpoint. */
  public CatalogConformance credential(String idAndSecret) {
    this.credential = idAndSecret;
    return this;
  }

  /** The token endpoint for {@link #credential}: an absolute URL or a path under the target. */
  public CatalogConformance oauth2ServerUri(URI tokenEndpoint) {
    this.oauth2ServerUri = tokenEndpoint;
    return this;
  }

  /** The OAuth2 scope asked for with {@link #credential} (default {@code catalog}). */
  public CatalogConformance scope(String oauth2Scope) {
    this.scope = oauth2Scope;
    return this;
  }

  /** An extra header on every request; its value is redacted in the reports as a secret. */
  public CatalogConformance header(String name, String value) {
    headers.put(name, value);
    return this;
  }

  /** An extra header on every request whose value may appear in the reports (a tenant name). */
  public CatalogConformance publicHeader(String name, String value) {
    publicHeaders.add(name);
    return header(name, value);
  }

  /** Where the reports go (default {@link #DEFAULT_REPORT_DIR}). */
  public CatalogConformance reportDir(Path dir) {
    this.reportDir = dir;
    return this;
  }

  /** Only these requirements (IDs as {@code --list} prints them). */
  public CatalogConformance requirements(String... ids) {
    requirements.addAll(List.of(ids));
    return this;
  }

  /** Only these areas. */
  public CatalogConformance areas(String... names) {
    areas.addAll(List.of(names));
    return this;
  }

  /** Leaves these requirements out (reported NOT_VERIFIED, left out by the run's filters). */
  public CatalogConformance excludeRequirements(String... ids) {
    excludedRequirements.addAll(List.of(ids));
    return this;
  }

  /** Leaves these areas out. */
  public CatalogConformance excludeAreas(String... names) {
    excludedAreas.addAll(List.of(names));
    return this;
  }

  /**
   * Accepts the known failures this waiver file lists (the command line's {@code --waivers}).
   *
   * @throws IllegalArgumentException when the file cannot be read or an entry is malformed
   */
  public CatalogConformance waivers(Path file) {
    this.waivers = Waivers.read(file);
    return this;
  }

  /** A waiver that expired or matches no failure fails the run. */
  public CatalogConformance strictWaivers() {
    this.strictWaivers = true;
    return this;
  }

  /** A SHOULD violation (WARN) fails the run too ({@code --fail-on warn}). */
  public CatalogConformance failOnWarn() {
    this.failOnWarn = true;
    return this;
  }

  /** An INCOMPLETE run passes its verdict test (the verdict still says INCOMPLETE). */
  public CatalogConformance acceptIncomplete() {
    this.acceptIncomplete = true;
    return this;
  }

  /**
   * Compares the run with the {@code compliance.json} of an earlier run ({@code --baseline}): each
   * finding is marked new or known in the reports, and the fixed ones are listed.
   *
   * @throws IllegalArgumentException when the file is not a report of this profile
   */
  public CatalogConformance baseline(Path complianceJson) {
    this.baseline = Baseline.read(complianceJson, profile);
    return this;
  }

  /**
   * Only what is new since the {@link #baseline} fails ({@code --fail-on new}): a known FAIL passes
   * its test and the verdict's. Combine with {@link #failOnWarn()} for {@code --fail-on new,warn}.
   */
  public CatalogConformance failOnNew() {
    this.failOnNew = true;
    return this;
  }

  /** Runs the checks of capabilities the server neither advertises nor was found to serve. */
  public CatalogConformance forceUnadvertised() {
    this.forceUnadvertised = true;
    return this;
  }

  /** Checks run at once (default {@link RunOptions#DEFAULT_PARALLELISM}; 1: one after another). */
  public CatalogConformance parallel(int checksAtOnce) {
    this.parallel = checksAtOnce;
    return this;
  }

  /** The per-request timeout (default 10 s); a whole exchange is bounded by twice that. */
  public CatalogConformance timeout(Duration perRequest) {
    this.timeout = perRequest;
    return this;
  }

  /** The whole run's time limit (default 15 minutes). */
  public CatalogConformance runTimeout(Duration limit) {
    this.runTimeout = limit;
    return this;
  }

  /** A setting of the profile, as its option without dashes ({@code semantic-format}). */
  public CatalogConformance setting(String name, String value) {
    settings.put(name, value);
    return this;
  }

  /** Also writes Allure results to {@code <reportDir>/allure-results}. */
  public CatalogConformance allure() {
    this.allure = true;
    return this;
  }

  /** Where the kit's progress lines go (default: nowhere). */
  public CatalogConformance console(Consumer<String> lines) {
    this.console = lines;
    return this;
  }

  /** Runs the kit once, writes the reports, and returns every check as a JUnit test. */
  public Stream<DynamicNode> checks() {
    return DynamicChecks.of(run(), reportDir);
  }

  /** Runs the kit once and writes the reports, for builds that judge the results themselves. */
  public RunReport run() {
    RunOptions options =
        RunOptions.builder(
                Profiles.load().named(profile),
                new TargetConfig(
                    target,
                    warehouse,
                    token,
                    credential,
                    headers,
                    timeout,
                    TargetConfig.DEFAULT_MAX_BODY_BYTES,
                    publicHeaders,
                    oauth2ServerUri,
                    scope))
            .settings(settings)
            .selection(
                new CheckSelection(
                    areas, requirements, excludedAreas, excludedRequirements, forceUnadvertised))
            .policy(
                new RunPolicy(acceptIncomplete, failOnWarn, strictWaivers, waivers)
                    .comparedWith(baseline, failOnNew))
            .parallelism(parallel)
            .runTimeout(runTimeout)
            .build();
    RunReport report = new KitRunner(console).run(options);
    try {
      ReportWriters.writeAll(report, reportDir, allure);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the reports to " + reportDir, e);
    }
    return report;
  }
}
