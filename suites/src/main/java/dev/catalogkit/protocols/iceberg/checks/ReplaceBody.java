package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import java.util.List;
import java.util.Optional;

/** The commit of a replace-view: the view's identifier, its requirement and its updates. */
public final class ReplaceBody {

  private ReplaceBody() {}

  /** A commit guarded by {@code assert-view-uuid} with this UUID, or unguarded when empty. */
  public static RequestBody of(
      List<String> namespace, String view, Optional<String> uuid, List<ViewUpdate> updates) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    RenameBody.identifier(body.putObject("identifier"), namespace, view);
    ArrayNode requirements = body.putArray("requirements");
    uuid.ifPresent(
        guard -> requirements.addObject().put("type", "assert-view-uuid").put("uuid", guard));
    ArrayNode array = body.putArray("updates");
    updates.forEach(update -> array.add(update.json()));
    return RequestBody.json(body, null);
  }
}
