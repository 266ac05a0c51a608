package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.JsonValue;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.engine.Capabilities;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** What GET /v1/config tells clients: prefix, namespace separator, endpoints. */
@ConformanceSuite
class DiscoverySuite {

  /** "<HTTP verb> <resource path from OpenAPI REST spec>": every such path starts with /v1/. */
  private static final Pattern ENDPOINT =
      Pattern.compile("(GET|HEAD|POST|PUT|DELETE|PATCH) /v1/[^\\s]*");

  private final IcebergSteps steps;

  DiscoverySuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-DISC-01")
  void configAnswers200WithDefaultsAndOverrides() {
    Exchange config = steps.client().getConfig();
    Expect.status(config, 200);
    Expect.that(
        config.schemaViolations().isEmpty(),
        "a config body with a \"defaults\" and an \"overrides\" object, as documented",
        "schema violations " + config.schemaViolations(),
        config);
  }

  @Test
  @Verifies("ICE-DISC-02")
  void advertisedPrefixAddressesTheCatalog() {
    Expect.status(steps.client().listNamespaces(), 200);
  }

  @Test
  @Verifies("ICE-DISC-03")
  void advertisedNamespaceSeparatorIsUrlEncoded() {
    Exchange config = steps.readConfig();
    String value = advertisedSeparator(config);
    Expect.that(
        PathSegment.isUrlEncoded(value),
        "a url-encoded separator such as %1F",
        "namespace-separator " + visible(value),
        config);
  }

  @Test
  @Verifies("ICE-DISC-06")
  void advertisedNamespaceSeparatorIsAnOverride() {
    Exchange config = steps.readConfig();
    String value = advertisedSeparator(config);
    Expect.that(
        ConfigAnswer.of(config).namespaceSeparatorIsAnOverride(),
        "namespace-separator under overrides",
        "namespace-separator " + visible(value) + " under defaults only",
        config);
  }

  /** The separator the config advertises, under overrides or defaults; else not applicable. */
  private static String advertisedSeparator(Exchange config) {
    return ConfigAnswer.of(config)
        .namespaceSeparator()
        .orElseThrow(
            () ->
                new NotApplicable(
                    "the server advertises no namespace-separator, so the default %1F applies"));
  }

  @Test
  @Verifies("ICE-DISC-04")
  void everyAdvertisedEndpointNamesAMethodAndPath() {
    Exchange config = steps.readConfig();
    List<String> malformed =
        ConfigAnswer.of(config)
            .endpoints()
            .orElseThrow(() -> new NotApplicable("the server advertises no endpoints"))
            .stream()
            .filter(endpoint -> !endpoint.isText() || !ENDPOINT.matcher(endpoint.text()).matches())
            .map(JsonValue::toString)
            .toList();
    Expect.that(
        malformed.isEmpty(),
        "every endpoint as \"<HTTP verb> /v1/...\" (one space, a path of the spec)",
        "malformed endpoints " + malformed,
        config);
  }

  /**
   * Runs before every other check: the routes the checks use that the server does not advertise are
   * probed, and those that answer are checked like advertised ones (see {@link RouteProbe}).
   */
  @Test
  @Tag(KitRunner.PROBE_TAG)
  @Verifies("ICE-DISC-05")
  void everyRouteTheServerServesIsAdvertised() {
    List<RouteProbe.Finding> served =
        RouteProbe.run(steps).stream().filter(RouteProbe.Finding::served).toList();
    Expect.that(
        served.isEmpty(),
        "every route the server serves listed in the endpoints of GET /v1/config",
        "served but not advertised: "
            + served.stream().map(f -> Capabilities.endpointOf(f.operation())).toList(),
        served.stream().map(RouteProbe.Finding::answer).toArray(Exchange[]::new));
  }

  /** Shows control characters as \\uXXXX, so a raw 0x1F is visible in the report. */
  private static String visible(String value) {
    StringBuilder shown = new StringBuilder("\"");
    value
        .chars()
        .forEach(
            c -> shown.append(c < 0x20 ? String.format("\\u%04X", c) : String.valueOf((char) c)));
    return shown.append('"').toString();
  }
}
