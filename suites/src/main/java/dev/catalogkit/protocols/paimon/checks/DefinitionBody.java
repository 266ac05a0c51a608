package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;
import java.util.function.Consumer;

/**
 * The body of an upsert, {@code {"definition": {"format", "content"}}}, or one with a blank member;
 * the other ways it can be wrong come from the kit's OpenAPI document ({@code DocumentCases}).
 */
public final class DefinitionBody {

  /** The model format the kit stores unless told otherwise. */
  public static final String DEFAULT_FORMAT = "databricks-yaml";

  /** A format no server supports. */
  public static final String UNSUPPORTED_FORMAT = "catalog-kit-unknown-format";

  /** A syntax version no model format defines. */
  public static final String UNSUPPORTED_VERSION = "999.0";

  private final ObjectNode body;

  private DefinitionBody(ObjectNode body) {
    this.body = body;
  }

  public static DefinitionBody of(String format, String content) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    body.putObject("definition").put("format", format).put("content", content);
    return new DefinitionBody(body);
  }

  /** The kit's sample document of a format, databricks-yaml's for a format it has none of. */
  public static String kitSample(String format) {
    String fixture = "semantic/" + format + ".yaml";
    return Fixtures.text(
        Fixtures.exists(fixture) ? fixture : "semantic/" + DEFAULT_FORMAT + ".yaml");
  }

  public DefinitionBody with(String member, String value) {
    return changed(definition -> definition.put(member, value));
  }

  public RequestBody request() {
    return RequestBody.json(body, null);
  }

  private DefinitionBody changed(Consumer<ObjectNode> change) {
    ObjectNode copy = body.deepCopy();
    change.accept((ObjectNode) copy.path("definition"));
    return new DefinitionBody(copy);
  }
}
