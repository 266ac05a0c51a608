package dev.catalogkit.selftest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * What a run left on the reference catalog, seen two ways: the top-level namespaces (Paimon:
 * databases) the server holds, and those the console's {@code LEFTOVER} lines name. A truthful
 * janitor makes them equal.
 */
enum ServerLeftovers {
  ICEBERG("iceberg", "/namespaces", "namespaces", "namespace"),
  PAIMON("paimon", "/databases", "databases", "database");

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String reference;
  private final String route;
  private final String member;
  private final String kind;

  /**
   * @param kind the profile's kind of its top-level objects, as a LEFTOVER line names it
   */
  ServerLeftovers(String reference, String route, String member, String kind) {
    this.reference = reference;
    this.route = route;
    this.member = member;
    this.kind = kind;
  }

  String reference() {
    return reference;
  }

  /** The kit's profile of the same name. */
  String profile() {
    return name().toLowerCase(Locale.ROOT);
  }

  boolean createsATopLevelContainer(HttpExchange exchange) {
    return exchange.getRequestMethod().equals("POST")
        && exchange.getRequestURI().getRawPath().endsWith(route);
  }

  /** The top-level namespace or database a create body names; none for a nested namespace. */
  Optional<String> topLevelNameCreated(JsonNode body) {
    JsonNode name = this == ICEBERG ? body.path("namespace") : body.path("name");
    if (name.isArray()) {
      return name.size() == 1 ? Optional.of(name.path(0).asText()) : Optional.empty();
    }
    return Optional.of(name.asText());
  }

  /** The namespaces or databases named by the console's LEFTOVER lines. */
  Set<String> printed(Collection<String> console) {
    String leftover = "LEFTOVER " + kind + " ";
    return console.stream()
        .filter(line -> line.startsWith(leftover))
        .map(line -> line.substring(leftover.length()).split(" ")[0])
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** The top-level namespaces or databases of the reference catalog that carry the run's ID. */
  Set<String> onTheServer(URI reference, String runId) throws Exception {
    HttpResponse<String> listed =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(reference + "/v1/reference" + route)).build(),
            HttpResponse.BodyHandlers.ofString());
    Set<String> names = new TreeSet<>();
    for (JsonNode entry : JSON.readTree(listed.body()).path(member)) {
      String name = entry.isArray() ? joined(entry) : entry.asText();
      if (name.startsWith(runId)) {
        names.add(name);
      }
    }
    return names;
  }

  private static String joined(JsonNode levels) {
    return StreamSupport.stream(levels.spliterator(), false)
        .map(JsonNode::asText)
        .collect(Collectors.joining("."));
  }
}
