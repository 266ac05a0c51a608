package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.TargetConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A likely cause when a run cannot even start, read from the few exchanges it made: most such runs
 * point at the wrong URL, the wrong protocol or miss a credential, and the bare status of the
 * failed create says none of that.
 */
final class TargetDiagnosis {

  private TargetDiagnosis() {}

  /**
   * The hints that apply, joined; empty when none does.
   *
   * @param wholeConfig the run's first config answer, body whole
   */
  static String of(
      TargetConfig target,
      ProtocolProfile profile,
      List<Exchange> exchanges,
      Optional<Exchange> wholeConfig) {
    List<String> hints = new ArrayList<>();
    String path = target.baseUri().getPath() == null ? "" : target.baseUri().getPath();
    if (path.replaceAll("/+$", "").endsWith("/v1")) {
      hints.add("drop the trailing /v1 from --target: the kit adds /v1/... itself");
    }
    if (exchanges.stream().anyMatch(e -> e.hasStatus(401) || e.hasStatus(403))) {
      hints.add(
          target.hasCredentials()
              ? "the server refused the credentials given"
              : "the server wants credentials: pass --token or --credential");
    }
    // the whole answer: the audit copy of a config over 1 KiB is cut, and no JSON any more
    wholeConfig
        .filter(Exchange::answered)
        .filter(config -> !answersJson(config))
        .ifPresent(
            config ->
                hints.add(
                    "GET /v1/config answered "
                        + config.status()
                        + " "
                        + String.valueOf(config.header("Content-Type"))
                        + ", not a catalog's JSON config: is this a "
                        + profile.id()
                        + " REST catalog? --target is the catalog's base URL, under which"
                        + " /v1/config answers (some servers serve it below a path such as"
                        + " /iceberg)"));
    if (exchanges.stream().anyMatch(e -> e.hasStatus(404) && !"getConfig".equals(e.operation()))) {
      hints.add(
          "the run's create route answered 404: check that the server speaks the "
              + profile.id()
              + " protocol (--profile), and its prefix or warehouse (--warehouse)");
    }
    return hints.isEmpty() ? "" : "; hint: " + String.join("; ", hints);
  }

  private static boolean answersJson(Exchange config) {
    String type = String.valueOf(config.header("Content-Type")).toLowerCase(Locale.ROOT);
    return config.hasStatus(200)
        && type.contains("json")
        && config.json().filter(body -> body.isObject()).isPresent();
  }
}
