package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import dev.catalogkit.cli.Main;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.writer.ConsoleLine;
import dev.catalogkit.report.writer.ReportWriter;
import dev.catalogkit.report.writer.ReportWriters;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a hostile server writes reaches no one raw: a prefix with template characters is sent
 * encoded and the run ends by itself; secrets, control characters, bidi overrides and a lone
 * surrogate it reflects reach neither the console nor the reports, and every report is written. The
 * timeouts only guard against a hang.
 */
@PeerTier
@Timeout(300)
class HostileTextTest {

  private static final String TOKEN = "tok-PLANTED-4242";
  private static final String HEADER_VALUE = "hdr-PLANTED-2323";

  /** The prefix the reference catalog serves under, whatever the proxy advertises. */
  private static final String REFERENCE_PREFIX = "reference";

  /** What a terminal acts on: C0 (but tab and line feed), DEL, C1, bidi overrides. */
  private static final String CONTROL =
      "[\\x00-\\x08\\x0B-\\x1F\\x7F-\\x9F\\u202A-\\u202E\\u2066-\\u2069]";

  @ParameterizedTest
  @ValueSource(strings = {"p{a/b}", "p & ${jndi:ldap://127.0.0.1:9/x}", "p{x}"})
  void aPrefixWithTemplateCharactersIsSentEncodedAndTheRunEnds(String prefix, @TempDir Path reports)
      throws Exception {
    String advertised = prefix.replaceAll("/+", "/"); // the HTTP stack collapses "//"
    Set<String> routed = ConcurrentHashMap.newKeySet();
    Run run;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        Relay relay = new Relay()) {
      HostileProxy proxy =
          relay.start(
              reference,
              exchange -> {
                String path = exchange.getRequestURI().getRawPath();
                if (path.equals("/v1/config")) {
                  HostileProxy.respond(
                      exchange,
                      200,
                      "application/json",
                      "{\"defaults\": {}, \"overrides\": {\"prefix\": \""
                          + prefix.replace("\"", "\\\"")
                          + "\"}}");
                  return true;
                }
                Optional<String> rest = underPrefix(path, advertised);
                if (rest.isEmpty()) {
                  return false;
                }
                routed.add(exchange.getRequestMethod());
                String query = exchange.getRequestURI().getRawQuery();
                relay.proxy.relay(
                    exchange,
                    "/v1/" + REFERENCE_PREFIX + rest.get() + (query == null ? "" : "?" + query));
                return true;
              });
      run = certify(proxy, reports, "--requirement", "ICE-VLD-01");
    }

    assertThat(routed).as(run.console()).contains("POST", "GET");
    assertThat(run.exitCode()).as(run.console()).isIn(0, 1);
    assertEveryReportIn(reports);
  }

  @Test
  void reflectedSecretsAndControlsReachNeitherConsoleNorReports(@TempDir Path reports)
      throws Exception {
    Run run;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy = new HostileProxy(reference.uri(), HostileTextTest::reflect)) {
      run =
          certify(
              proxy,
              reports,
              "--token",
              TOKEN,
              "--header",
              "X-Tenant=" + HEADER_VALUE,
              "--requirement",
              "ICE-VLD-01");
    }

    assertThat(run.exitCode()).as(run.console()).isEqualTo(1);
    assertThat(run.console())
        .as("the reflected text is on the console, its controls made visible")
        .contains("why: ", "<redacted>", "\\u001B[2J", "\\u202Eevil")
        .doesNotContain(TOKEN, HEADER_VALUE, escaped(TOKEN));
    assertThat(run.console().lines().filter(line -> line.matches(".*" + CONTROL + ".*")))
        .as("console lines with a control character")
        .isEmpty();
    assertThat(run.console().lines().mapToInt(String::length).max().orElse(0))
        .isLessThanOrEqualTo(ConsoleLine.MAX_CHARS + 20);
    assertEveryReportIn(reports);
    for (ReportWriter writer : ReportWriters.all()) {
      assertThat(Files.readString(reports.resolve(writer.fileName())))
          .as(writer.fileName())
          .doesNotContain(TOKEN, HEADER_VALUE, escaped(TOKEN));
    }
  }

  /**
   * A loaded view's 404 whose message and type carry the request's Authorization and X-Tenant
   * values, the token again as JSON escapes, a screen wipe, a bell, a bidi override and a lone
   * surrogate.
   */
  private static boolean reflect(HttpExchange exchange) throws IOException {
    if (!exchange.getRequestURI().getRawPath().matches(".*/views/loaded_\\d+")) {
      return false;
    }
    String reflected =
        exchange.getRequestHeaders().getFirst("Authorization")
            + " "
            + exchange.getRequestHeaders().getFirst("X-Tenant")
            + " "
            + escaped(TOKEN)
            + " \\u001b[2J\\u001b]0;owned\\u0007\\u202eevil\\ud800";
    HostileProxy.respondReflecting(exchange, reflected);
    return true;
  }

  /** Every character as a JSON {@code \}{@code u} escape. */
  private static String escaped(String secret) {
    return secret.chars().mapToObj(c -> String.format("\\u%04x", c)).collect(Collectors.joining());
  }

  /** The path after the prefix, when the raw path decodes to {@code /v1/<prefix>/...}. */
  private static Optional<String> underPrefix(String rawPath, String prefix) {
    for (int slash = rawPath.indexOf('/', 4); slash > 0; slash = rawPath.indexOf('/', slash + 1)) {
      String head = URLDecoder.decode(rawPath.substring(0, slash), StandardCharsets.UTF_8);
      if (head.equals("/v1/" + prefix)) {
        return Optional.of(rawPath.substring(slash));
      }
    }
    return Optional.empty();
  }

  static void assertEveryReportIn(Path reports) {
    for (ReportWriter writer : ReportWriters.all()) {
      assertThat(reports.resolve(writer.fileName())).isNotEmptyFile();
    }
  }

  private static Run certify(HostileProxy proxy, Path reports, String... options) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    List<String> args =
        new java.util.ArrayList<>(
            List.of("--target", proxy.uri().toString(), "--report-dir", reports.toString()));
    args.addAll(List.of(options));
    int exitCode =
        Main.run(
            args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(exitCode, out + "\n" + err);
  }

  private record Run(int exitCode, String console) {}

  /** A proxy whose interception relays some requests itself, under another path. */
  private static final class Relay implements AutoCloseable {
    private HostileProxy proxy;

    HostileProxy start(ReferenceCatalog reference, HostileProxy.Interception interception)
        throws IOException {
      proxy = new HostileProxy(reference.uri(), interception);
      return proxy;
    }

    @Override
    public void close() {
      if (proxy != null) {
        proxy.close();
      }
    }
  }
}
