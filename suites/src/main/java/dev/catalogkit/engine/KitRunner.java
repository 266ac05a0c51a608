package dev.catalogkit.engine;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import dev.catalogkit.spec.SpecDocumentException;
import io.qameta.allure.Allure;
import io.qameta.allure.AllureLifecycle;
import io.qameta.allure.FileSystemResultsWriter;
import io.qameta.allure.junitplatform.AllureJunitPlatform;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.junit.platform.engine.Filter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherConstants;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * One certification run: discover the server, make the run's namespace, run the suites on the JUnit
 * Platform, then the audit over every exchange, clean up, and judge. Returns the results model;
 * writing reports is the caller's business.
 */
public final class KitRunner {

  /** Every profile's checks live below this package, one subpackage per profile. */
  public static final String SUITES = "dev.catalogkit.suites";

  public static final String ICEBERG_SUITES = SUITES + ".iceberg";

  /** Checks that probe what the server offers beyond what it advertises; they run first. */
  public static final String PROBE_TAG = "probe";

  /** Checks that judge the whole run's exchanges; they run last. */
  public static final String AUDIT_TAG = "audit";

  private final Consumer<String> console;

  public KitRunner(Consumer<String> console) {
    this.console = console;
  }

  public RunReport run(RunOptions options) {
    Instant started = Instant.now();
    ProtocolProfile profile = options.profile();
    RequirementCatalogue catalogue = Catalogues.of(profile.id());
    Selection.check(options, catalogue);
    SpecDocument spec = loadSpec(profile.openApiResource());
    ExchangeRecorder recorder = new ExchangeRecorder();
    HttpTransport transport = new HttpTransport(options.target());
    RestCatalogClient client =
        profile.newClient(transport, spec, SchemaValidator.of(spec), recorder);
    Redactor redactor = Authentication.authenticate(client, Redactor.forTarget(options.target()));
    EvidenceWriter evidence = new EvidenceWriter(redactor);

    JsonNode config = discover(client);
    Capabilities capabilities = Capabilities.fromConfig(config, profile.defaultEndpoints(spec));
    RunNames names = RunNames.fresh();
    Janitor janitor = profile.janitor(client, capabilities);
    Thread onInterrupt =
        new Thread(
            () -> {
              console.accept("Interrupted: cleaning up what this run created");
              reportLeftovers(janitor.cleanUp());
            },
            "kit-janitor");
    Runtime.getRuntime().addShutdownHook(onInterrupt);
    List<CheckResult> checks;
    try {
      profile.makeRunContainer(client, names);
      console.accept("Run " + names.runId() + " against " + options.target().baseUri());
      RunContext.install(
          new RunContext(
              catalogue,
              spec,
              client,
              config,
              capabilities,
              names,
              recorder,
              evidence,
              options.forceUnadvertised(),
              options.settings(),
              new ErrorTypeAudit()));
      ResultCollector collector =
          new ResultCollector(recorder, evidence, console, options::selects);
      AllureJunitPlatform allure = allureFor(options);
      // the probes run whatever the filters say (the other checks rely on their findings); the
      // collector reports only the selected ones
      launch(options, false, TagFilter.includeTags(PROBE_TAG), collector, allure);
      launch(options, true, TagFilter.excludeTags(PROBE_TAG, AUDIT_TAG), collector, allure);
      launch(options, true, TagFilter.includeTags(AUDIT_TAG), collector, allure);
      checks = collector.results();
    } finally {
      RunContext.clear();
    }
    List<String> leftovers = janitor.cleanUp();
    Runtime.getRuntime().removeShutdownHook(onInterrupt);
    reportLeftovers(leftovers);
    RunInfo info =
        new RunInfo(
            KitVersion.current(),
            catalogue.profile(),
            catalogue.spec(),
            redactor.text(options.target().baseUri().toString()),
            configurationOf(options, redactor),
            names.runId(),
            started.truncatedTo(ChronoUnit.SECONDS).toString(),
            Instant.now().toEpochMilli() - started.toEpochMilli());
    return new RunReport(
        info, Verdicts.of(catalogue, checks, options), checks, leftovers, options.policy());
  }

  private static SpecDocument loadSpec(String resource) {
    try {
      return SpecDocument.load(resource);
    } catch (SpecDocumentException broken) {
      throw new RunAborted("the kit's OpenAPI document is broken: " + broken.getMessage());
    }
  }

  /** Asks for the config; no answer at all means the target is unreachable and the run stops. */
  private static JsonNode discover(RestCatalogClient client) {
    Exchange config = client.getConfig();
    if (!config.answered()) {
      throw new RunAborted(
          "target unreachable: GET /v1/config got no response (" + config.transportError() + ")");
    }
    JsonNode body = config.json().filter(JsonNode::isObject).orElse(null);
    if (!config.hasStatus(200) || body == null) {
      return JsonNodeFactory.instance.objectNode();
    }
    JsonNode prefix = body.at("/overrides/prefix");
    client.usePrefix((prefix.isTextual() ? prefix : body.at("/defaults/prefix")).asText(null));
    return body;
  }

  private static void launch(
      RunOptions options,
      boolean filtered,
      PostDiscoveryFilter tags,
      TestExecutionListener... listeners) {
    Filter<?>[] filters =
        filtered ? new Filter<?>[] {tags, new RequirementFilter(options)} : new Filter<?>[] {tags};
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(selectPackage(options.profile().suitesPackage()))
            .filters(filters)
            .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false")
            .configurationParameter(
                LauncherConstants.DEACTIVATE_LISTENERS_PATTERN_PROPERTY_NAME,
                AllureJunitPlatform.class.getName())
            .build();
    Launcher launcher = LauncherFactory.create();
    launcher.execute(request, listeners);
  }

  /**
   * Allure results of this run, in the report directory. The kit registers Allure's listener itself
   * (not via the service loader) so each run writes where its options say, also when several runs
   * share one JVM, as in the kit's own tests.
   */
  private static AllureJunitPlatform allureFor(RunOptions options) {
    AllureLifecycle lifecycle =
        new AllureLifecycle(
            new FileSystemResultsWriter(options.reportDir().resolve("allure-results")));
    Allure.setLifecycle(lifecycle);
    return new AllureJunitPlatform(lifecycle);
  }

  /** The run's settings for the report header, secrets redacted, in a fixed order. */
  private static Map<String, String> configurationOf(RunOptions options, Redactor redactor) {
    Map<String, String> configuration = new TreeMap<>();
    TargetConfig target = options.target();
    configuration.put("warehouse", String.valueOf(target.warehouse()));
    configuration.put(
        "authentication",
        target.credential() != null
            ? "client credential <redacted>"
            : target.token() != null ? "bearer token <redacted>" : "none");
    redactor
        .headers(target.headers())
        .forEach((name, value) -> configuration.put("header " + name, value));
    configuration.put("timeout-seconds", String.valueOf(target.requestTimeout().toSeconds()));
    configuration.put(
        "areas",
        options.areas().isEmpty() ? "all" : String.join(",", new TreeSet<>(options.areas())));
    configuration.put(
        "requirements",
        options.requirementIds().isEmpty()
            ? "all"
            : String.join(",", new TreeSet<>(options.requirementIds())));
    configuration.put("force-unadvertised", String.valueOf(options.forceUnadvertised()));
    configuration.put("accept-incomplete", String.valueOf(options.policy().acceptIncomplete()));
    configuration.put("profile", options.profile().id());
    options.settings().forEach(configuration::put);
    return configuration;
  }

  private void reportLeftovers(List<String> leftovers) {
    if (leftovers.isEmpty()) {
      console.accept("Cleaned up: nothing this run created is left on the server");
    }
    leftovers.forEach(leftover -> console.accept("LEFTOVER " + leftover));
  }
}
