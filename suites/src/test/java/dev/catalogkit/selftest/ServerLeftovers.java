package dev.catalogkit.selftest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What a run left on the reference catalog, seen two ways: the top-level namespaces the server
 * holds, and those the console's {@code LEFTOVER} lines name. A truthful janitor makes them equal.
 */
final class ServerLeftovers {

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final ObjectMapper JSON = new ObjectMapper();

  private ServerLeftovers() {}

  /** The namespaces named by the console's LEFTOVER lines. */
  static Set<String> printed(Collection<String> console) {
    return console.stream()
        .filter(line -> line.startsWith("LEFTOVER namespace "))
        .map(line -> line.substring("LEFTOVER namespace ".length()).split(" ")[0])
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** The top-level namespaces of the reference catalog that carry the run's ID. */
  static Set<String> onTheServer(URI reference, String runId) throws Exception {
    HttpResponse<String> listed =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(reference + "/v1/reference/namespaces")).build(),
            HttpResponse.BodyHandlers.ofString());
    Set<String> names = new TreeSet<>();
    for (JsonNode namespace : JSON.readTree(listed.body()).path("namespaces")) {
      if (namespace.path(0).asText().startsWith(runId)) {
        names.add(String.join(".", JSON.convertValue(namespace, String[].class)));
      }
    }
    return names;
  }
}
