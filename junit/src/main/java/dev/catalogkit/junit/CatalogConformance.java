package dev.catalogkit.junit;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.ReportWriters;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
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
  private final Set<String> requirements = new LinkedHashSet<>();
  private final Set<String> areas = new LinkedHashSet<>();
  private String warehouse;
  private String token;
  private String credential;
  private Path reportDir = DEFAULT_REPORT_DIR;
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

  /** An extra header on every request. */
  public CatalogConformance header(String name, String value) {
    headers.put(name, value);
    return this;
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
        new RunOptions(
            Profiles.load().named(profile),
            new TargetConfig(
                target,
                warehouse,
                token,
                credential,
                headers,
                TargetConfig.DEFAULT_TIMEOUT,
                TargetConfig.DEFAULT_MAX_BODY_BYTES),
            reportDir,
            areas,
            requirements,
            Set.of(),
            Set.of(),
            false,
            Map.of(),
            RunPolicy.DEFAULT,
            RunOptions.DEFAULT_PARALLELISM,
            allure,
            RunOptions.DEFAULT_RUN_TIMEOUT);
    RunReport report = new KitRunner(console).run(options);
    try {
      ReportWriters.writeAll(report, reportDir, allure);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the reports to " + reportDir, e);
    }
    return report;
  }
}
